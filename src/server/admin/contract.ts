// The operations of the admin's routes: foods, prizes, coupons and ideas, and the held prize claims.
import { z } from 'zod';
import { adminAccountResponse, adminFoodResponse, adminPrizeClaimResponse } from '@/shared/responses/admin';
import { prizeRejectSchema } from '@/shared/schemas/admin';
import { emailField } from '@/shared/schemas/auth';
import { RANGE, empty, operation } from '../operation';
import { claimListSpec } from './claim-list';
import { couponResource, foodResource, ideaResource, prizeResource, type AdminResource } from './resources';

type AnyResource = AdminResource<unknown, z.ZodType, z.ZodType>;

/** The five operations of a resource of /api/admin/<name>. */
function resourceOperations<const N extends string, R extends AnyResource>(name: N, resource: R) {
  const base = `/api/admin/${name}` as const;
  const row = resource.response as R['response'];
  const common = { tag: 'admin', access: 'admin' } as const;
  return {
    list: operation({
      ...common,
      method: 'get',
      path: base,
      summary: `Lists ${name}.`,
      list: resource.listSpec,
      responses: { 200: { description: 'A page.', schema: z.array(row), headers: RANGE } },
    }),
    create: operation({
      ...common,
      method: 'post',
      path: base,
      summary: `Creates one of the ${name}.`,
      body: resource.createSchema as R['createSchema'],
      responses: { 201: { description: 'Created.', schema: row }, 409: { description: 'Taken.' } },
    }),
    get: operation({
      ...common,
      method: 'get',
      path: `${base}/{id}`,
      summary: `One of the ${name}.`,
      responses: { 200: { description: 'The row.', schema: row } },
    }),
    update: operation({
      ...common,
      method: 'patch',
      path: `${base}/{id}`,
      summary: `Changes the fields sent.`,
      body: resource.updateSchema as R['updateSchema'],
      responses: { 200: { description: 'The row.', schema: row }, 409: { description: 'Taken.' } },
    }),
    remove: operation({
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Deletes one of the ${name}.`,
      responses: { 204: empty('Deleted.'), 409: { description: 'Still in use.' } },
    }),
  };
}

/** A resource's operations, its rows and bodies of any shape. */
export type ResourceOperations = ReturnType<typeof resourceOperations<string, AnyResource>>;

export const adminFoods = resourceOperations('foods', foodResource);
export const adminPrizes = resourceOperations('prizes', prizeResource);
export const adminCoupons = resourceOperations('coupons', couponResource);
export const adminIdeas = resourceOperations('ideas', ideaResource);

export const postAdminFoodsIdPicture = operation({
  method: 'post',
  path: '/api/admin/foods/{id}/picture',
  tag: 'admin',
  summary: 'A new picture of the food (JPEG, PNG or WebP, at most 2 MB), kept as a WebP under a new name.',
  access: 'admin',
  form: z.object({ picture: z.string().meta({ format: 'binary' }) }),
  responses: { 200: { description: 'The food, with its new picture.', schema: adminFoodResponse } },
});

export const getAdminPrizeClaims = operation({
  method: 'get',
  path: '/api/admin/prize-claims',
  tag: 'admin',
  summary: 'Prize claims, with what is needed to judge a held one.',
  access: 'admin',
  list: claimListSpec,
  responses: { 200: { description: 'A page.', schema: z.array(adminPrizeClaimResponse), headers: RANGE } },
});

const decided = {
  200: { description: 'The claim.', schema: adminPrizeClaimResponse },
  409: { description: 'Decided otherwise before.' },
} as const;

export const postAdminPrizeClaimsIdApprove = operation({
  method: 'post',
  path: '/api/admin/prize-claims/{id}/approve',
  tag: 'admin',
  summary: 'Approves a held claim; the user is e-mailed the code.',
  access: 'admin',
  responses: decided,
});
export const postAdminPrizeClaimsIdReject = operation({
  method: 'post',
  path: '/api/admin/prize-claims/{id}/reject',
  tag: 'admin',
  summary: 'Rejects a held claim, saying why; the user reads the reason in the app and by e-mail.',
  access: 'admin',
  body: prizeRejectSchema,
  responses: decided,
});

/** One admin change as the audit list shows it. */
const auditEntry = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  action: z.enum(['create', 'update', 'delete', 'approve', 'reject']),
  resource: z.string(),
  resourceId: z.string(),
  details: z.unknown(),
  createdAt: z.string(),
});

export const getAdminAudit = operation({
  tag: 'admin',
  access: 'admin',
  method: 'get',
  path: '/api/admin/audit',
  summary: 'Every admin change (who, what, when), newest first; `limit` (up to 200) and `offset`.',
  responses: { 200: { description: 'A page.', schema: z.array(auditEntry), headers: RANGE } },
});

export const getAdminAccounts = operation({
  tag: 'admin',
  access: 'admin',
  method: 'get',
  path: '/api/admin/accounts',
  summary:
    'An account by its exact address, with its newest 100 points ledger entries (to judge a held claim).',
  query: { email: { schema: emailField, description: 'The account’s address.', required: true } },
  responses: {
    200: { description: 'The account.', schema: adminAccountResponse },
    404: { description: 'No account has this address.' },
  },
});
