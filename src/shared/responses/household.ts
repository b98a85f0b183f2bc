// The household's answers: the account's household with its members and, for its owner, the open codes.
import { z } from 'zod';
import { instant, type Wire } from './wire';

const role = z.enum(['owner', 'member']);

export const householdInviteResponse = z.object({
  id: z.string(),
  code: z.string().meta({ description: 'What the person joining types; valid until expiresAt.' }),
  expiresAt: instant,
  createdAt: instant,
});

export const householdResponse = z.object({
  household: z
    .object({
      id: z.string(),
      name: z.string(),
      role: role.meta({ description: 'The asking account’s role.' }),
      members: z.array(
        z.object({ id: z.string(), name: z.string(), role, joinedAt: instant }).meta({
          description: 'Oldest first; the name is the one the app greets them with.',
        }),
      ),
      invites: z
        .array(householdInviteResponse)
        .meta({ description: 'The open codes (not expired, not revoked); empty unless the owner asks.' }),
    })
    .nullable()
    .meta({ description: 'Null without a household: the account has its personal fridge.' }),
});

export type Household = NonNullable<Wire<typeof householdResponse>['household']>;
export type HouseholdInvite = Wire<typeof householdInviteResponse>;
