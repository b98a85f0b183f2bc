// The fridge as tests meet it: a guest signed in the way the browser does, and the catalogue's ids by slug.
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

/** Food id by slug, from the API. */
export async function foodIds(t: TestApp): Promise<Record<string, number>> {
  const list = (await (await t.request('/api/foods?limit=100')).json()) as { id: number; slug: string }[];
  return Object.fromEntries(list.map((f) => [f.slug, f.id]));
}
