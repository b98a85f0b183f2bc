// The one shape of every refusal and failure: `{ error: { code, message, fields? } }`, messages translated.
import { z } from 'zod';

export const errorResponse = z.object({
  error: z.object({
    code: z.string().meta({ description: 'Stable, machine-readable, e.g. validation_failed, not_found.' }),
    message: z.string().meta({ description: "In the account's language, else Accept-Language's." }),
    fields: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'For 422: each refused field with its message.' }),
  }),
});

export type ErrorResponse = z.infer<typeof errorResponse>;
