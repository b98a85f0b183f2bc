// The fridge as tests meet it: a guest signed in the way the browser does, and the catalogue's ids by slug.
import { sql } from 'drizzle-orm';
import { CONSUME_MIN_HOURS } from '../../src/shared/points';
import type { BrowserClient } from './browser-client';
import { browserClient } from './browser-client';
import type { TestApp } from './test-app';

export async function signedInGuest(
  t: TestApp,
  options: Parameters<typeof browserClient>[1] = {},
): Promise<BrowserClient> {
  const client = browserClient(t, options);
  await client.post('/api/auth/sign-in/anonymous');
  return client;
}

/** The id of the user signed in on `client`. */
export async function userIdOf(client: BrowserClient): Promise<string> {
  return (await client.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id;
}

/** Food id by slug, from the API. */
export async function foodIds(t: TestApp): Promise<Record<string, number>> {
  const list = (await (await t.request('/api/foods?limit=100')).json()) as { id: number; slug: string }[];
  return Object.fromEntries(list.map((f) => [f.slug, f.id]));
}

/** As if the item had been recorded `hours` ago: eating pays only for food kept long enough. */
export async function recordedHoursAgo(t: TestApp, itemId: string, hours: number): Promise<void> {
  await t.database.db.execute(
    sql`update fridge_items set created_at = now() - make_interval(hours => ${hours}) where id = ${itemId}`,
  );
}

/** As if the item had been in the fridge long enough for eating it to earn points. */
export function keptLongEnough(t: TestApp, itemId: string): Promise<void> {
  return recordedHoursAgo(t, itemId, CONSUME_MIN_HOURS + 1);
}
