// The admin's routes: foods, prizes and coupons, and the held prize claims.
import { z } from 'zod';
import { adminPrizeClaimResponse } from '@/shared/responses/admin';
import { claimListSpec } from '../../admin/prize-claims';
import { couponResource, foodResource, prizeResource, type AdminResource } from '../../admin/resources';
import type { Operation } from '../document';
import { RANGE, empty } from './common';

function adminOperations(name: string, resource: AdminResource<unknown, z.ZodType, z.ZodType>): Operation[] {
  const base = `/api/admin/${name}`;
  const row = resource.response;
  const common = { tag: 'admin', access: 'admin' } as const;
  return [
    {
      ...common,
      method: 'get',
      path: base,
      summary: `Lists ${name}.`,
      list: resource.listSpec,
      responses: { 200: { description: 'A page.', schema: z.array(row), headers: RANGE } },
    },
    {
      ...common,
      method: 'post',
      path: base,
      summary: `Creates one of the ${name}.`,
      body: resource.createSchema,
      responses: { 201: { description: 'Created.', schema: row }, 409: { description: 'Taken.' } },
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{id}`,
      summary: `One of the ${name}.`,
      responses: { 200: { description: 'The row.', schema: row } },
    },
    {
      ...common,
      method: 'patch',
      path: `${base}/{id}`,
      summary: `Changes the fields sent.`,
      body: resource.updateSchema,
      responses: { 200: { description: 'The row.', schema: row }, 409: { description: 'Taken.' } },
    },
    {
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Deletes one of the ${name}.`,
      responses: { 204: empty('Deleted.'), 409: { description: 'Still in use.' } },
    },
  ];
}

export const admin: Operation[] = [
  ...adminOperations('foods', foodResource),
  ...adminOperations('prizes', prizeResource),
  ...adminOperations('coupons', couponResource),
  {
    method: 'get',
    path: '/api/admin/prize-claims',
    tag: 'admin',
    summary: 'Prize claims, with what is needed to judge a held one.',
    access: 'admin',
    list: claimListSpec,
    responses: { 200: { description: 'A page.', schema: z.array(adminPrizeClaimResponse), headers: RANGE } },
  },
  ...(['approve', 'reject'] as const).map((decision): Operation => ({
    method: 'post',
    path: `/api/admin/prize-claims/{id}/${decision}`,
    tag: 'admin',
    summary: `Decides a held claim (${decision}); the user is told by e-mail.`,
    access: 'admin',
    responses: {
      200: { description: 'The claim.', schema: adminPrizeClaimResponse },
      409: { description: 'Decided otherwise before.' },
    },
  })),
];
