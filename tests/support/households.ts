// Households as tests meet them: an owner with a household and members who joined with a code.
import { expect } from 'vitest';
import type { Household } from '../../src/shared/responses/household';
import type { BrowserClient } from './browser-client';
import { member, type Member } from './members';
import type { TestApp } from './test-app';

export interface ErrorBody {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

/** The household the account of `client` sees (null without one). */
export async function householdOf(client: BrowserClient): Promise<Household | null> {
  const res = await client.get<{ household: Household | null }>('/api/household');
  expect(res.status).toBe(200);
  return res.body.household;
}

/** A new code to join the household of `owner`. */
export async function invite(owner: BrowserClient): Promise<{ id: string; code: string }> {
  const res = await owner.post<{ id: string; code: string }>('/api/household/invites');
  expect(res.status).toBe(201);
  return res.body;
}

/** An owner with a household named Casa Rossi and `members` more who joined with a code, in order. */
export async function household(t: TestApp, members = 0): Promise<{ owner: Member; members: Member[] }> {
  const owner = await member(t);
  expect((await owner.client.post('/api/household', { name: 'Casa Rossi' })).status).toBe(201);
  const joined: Member[] = [];
  for (let i = 0; i < members; i++) {
    const next = await member(t);
    const { code } = await invite(owner.client);
    expect((await next.client.post('/api/household/join', { code })).status).toBe(200);
    joined.push(next);
  }
  return { owner, members: joined };
}
