// The smaller answers: health, the daily ping, the profile's figures, invites, push keys.
import { z } from 'zod';
import { BAG_SIZES } from '../constants';
import type { Wire } from './wire';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const pingResponse = z.object({
  counted: z.boolean().meta({ description: 'False when today was already counted.' }),
  loginCount: z.number().int(),
  loginStreak: z.number().int(),
  awarded: z.array(z.string()).meta({ description: 'Achievement codes this ping earned.' }),
});

export const podiumResponse = z.array(
  z.object({ slug: z.string(), name: z.string(), imagePath: z.string().nullable(), count: z.number().int() }),
);

const bagFigures = z.object({ total: z.number().int(), inUse: z.number().int() });
export const bagsSummaryResponse = z.object(
  Object.fromEntries(BAG_SIZES.map((size) => [size, bagFigures])) as Record<
    (typeof BAG_SIZES)[number],
    typeof bagFigures
  >,
);

export const foodTypesResponse = z.object({ fruit: z.number().int(), vegetable: z.number().int() });

export const inviteResponse = z.object({ code: z.string(), invitesCount: z.number().int() });
export const okResponse = z.object({ ok: z.literal(true) });

export const pushPublicKeyResponse = z.object({ publicKey: z.string() });
export const pushSubscribedResponse = z.object({ id: z.string() });

export type PodiumPlace = Wire<typeof podiumResponse>[number];
export type BagsSummary = Wire<typeof bagsSummaryResponse>;
export type FoodTypes = Wire<typeof foodTypesResponse>;
export type Invite = Wire<typeof inviteResponse>;
