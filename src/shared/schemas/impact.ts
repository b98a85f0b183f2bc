// The impact page's question: the user's own figures, or their household's.
import { z } from 'zod';

export const IMPACT_SCOPES = ['me', 'household'] as const;
export type ImpactScope = (typeof IMPACT_SCOPES)[number];

/** Other parameters (a cache-buster) are let through: the answer depends on the scope alone. */
export const impactQuerySchema = z.object({
  scope: z.enum(IMPACT_SCOPES, { error: 'validation.impactScope' }).optional().default('me'),
});
