// Reads a request's id and body: a body is validated with a shared schema (422 with each field's translated
// message, changing nothing).
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a uuid is as unknown as another user's: 404 either way. */
export function idParam(c: Context, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw new HttpError(404, 'not_found', 'errors.notFound');
  return id;
}

/** The request's JSON body; a body that is not JSON is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => {
    throw new HttpError(400, 'bad_request', 'errors.badRequest');
  });
}

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
