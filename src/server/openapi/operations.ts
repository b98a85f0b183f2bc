// Every operation of the API, gathered from the contract.ts beside each group of routes: the OpenAPI document is
// written from them, and the client's calls are typed by them (`ApiOperation`). openapi.test.ts checks that every
// route of the app is one of them.
import { z } from 'zod';
import * as accounts from '../accounts/contract';
import * as achievements from '../achievements/contract';
import * as activity from '../activity/contract';
import * as admin from '../admin/contract';
import * as auth from '../auth/contract';
import * as calendar from '../calendar/contract';
import * as events from '../events/contract';
import * as foods from '../foods/contract';
import * as fridge from '../fridge/contract';
import * as health from '../health/contract';
import * as ideas from '../ideas/contract';
import * as households from '../households/contract';
import * as impact from '../impact/contract';
import * as invites from '../invites/contract';
import * as reminders from '../reminders/contract';
import * as rewards from '../rewards/contract';
import * as stats from '../stats/contract';
import { operation, type Operation } from '../operation';

export const getOpenapiJson = operation({
  method: 'get',
  path: '/api/openapi.json',
  tag: 'health',
  summary: 'This document.',
  access: 'public',
  responses: { 200: { description: 'OpenAPI 3.1.', schema: z.looseObject({ openapi: z.string() }) } },
});

export const getStoragePublicPath = operation({
  method: 'get',
  path: '/storage/public/{path}',
  tag: 'storage',
  summary: 'An object of the public bucket (food and prize pictures, avatars); the path may hold slashes.',
  access: 'public',
  responses: { 200: { description: 'The file.', contentType: 'application/octet-stream' } },
});

const contracts = [
  health,
  foods,
  ideas,
  activity,
  achievements,
  events,
  stats,
  invites,
  fridge,
  households,
  accounts,
  calendar,
  impact,
  reminders,
  rewards,
  admin,
  auth,
  { getOpenapiJson, getStoragePublicPath },
] as const;

/** A contract's operations: its exports, and the operations of an export that groups several (the admin's). */
type OperationsOf<C> = C extends unknown
  ? { [K in keyof C]: C[K] extends Operation ? C[K] : C[K][keyof C[K]] }[keyof C]
  : never;

/** Any operation of the API, with its method, path and schemas as literal types. */
export type ApiOperation = OperationsOf<(typeof contracts)[number]>;

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

export const operations: readonly Operation[] = contracts.flatMap((contract) =>
  Object.values(contract).flatMap((value: unknown) =>
    isOperation(value) ? [value] : Object.values(value as Record<string, Operation>),
  ),
);
