// Validates a request body with a shared schema: 422 with each field's translated message, changing nothing.
import type { z } from 'zod';
import { HttpError } from './errors';

export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields: { field: string; messageKey: string }[] = [];
  for (const issue of result.error.issues) {
    // An unexpected field is reported under its own name.
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '(body)'];
    for (const field of names) {
      if (seen.has(field)) continue;
      seen.add(field);
      fields.push({
        field,
        messageKey: issue.message.startsWith('validation.') ? issue.message : 'errors.badRequest',
      });
    }
  }
  throw new HttpError(422, 'validation_failed', 'errors.validation', {}, fields);
}
