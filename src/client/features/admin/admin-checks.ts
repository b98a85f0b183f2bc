// The checks of the admin's forms, the shared schemas the server applies too: loaded with the first form an
// admin opens (load-checks.ts), not with the screen, as every form's checks are (ADR 038).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  couponCreateSchema,
  couponUpdateSchema,
  foodCreateSchema,
  foodUpdateSchema,
  ideaCreateSchema,
  ideaUpdateSchema,
  prizeCreateSchema,
  prizeRejectSchema,
  prizeUpdateSchema,
} from '@/shared/schemas/admin';

/** Each resource's schemas: a new row's, and a change's. */
export const resourceSchemas = {
  foods: { create: foodCreateSchema, update: foodUpdateSchema },
  prizes: { create: prizeCreateSchema, update: prizeUpdateSchema },
  coupons: { create: couponCreateSchema, update: couponUpdateSchema },
  ideas: { create: ideaCreateSchema, update: ideaUpdateSchema },
};

export const rejectResolver = zodResolver(prizeRejectSchema);
