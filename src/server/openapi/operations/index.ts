// The API's operations for the OpenAPI document: each names the schemas its route validates and answers with,
// so the document cannot drift from them. openapi.test.ts checks that every route of the app is here. One file
// per group of routes.
import { z } from 'zod';
import type { Operation } from '../document';
import { account } from './account';
import { activity } from './activity';
import { admin } from './admin';
import { auth } from './auth';
import { fridge } from './fridge';
import { household } from './household';
import { notifications } from './notifications';
import { rewards } from './rewards';

export const operations: readonly Operation[] = [
  ...activity,
  ...fridge,
  ...household,
  ...account,
  ...notifications,
  ...rewards,
  ...admin,
  ...auth,
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'health',
    summary: 'This document.',
    access: 'public',
    responses: { 200: { description: 'OpenAPI 3.1.', schema: z.looseObject({ openapi: z.string() }) } },
  },
  {
    method: 'get',
    path: '/storage/public/{path}',
    tag: 'storage',
    summary: 'An object of the public bucket (food and prize pictures, avatars); the path may hold slashes.',
    access: 'public',
    responses: { 200: { description: 'The file.', contentType: 'application/octet-stream' } },
  },
];
