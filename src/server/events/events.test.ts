// Server-Sent Events: an award reaches the user's open stream within a second, another user's does not;
// on PostgreSQL, an award made through one instance reaches a stream held by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { openStream } from '../../../tests/support/event-stream';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

const guest = () => signedInGuest(t);

describe('GET /api/events', () => {
  it('needs a user', async () => {
    expect((await browserClient(t).get('/api/events')).status).toBe(401);
  });

  // How fast is measured by a benchmark, not here: the test waits up to 5 s.
  it("brings an award to the user's open streams, and nobody else's", async () => {
    const user = await guest();
    const stranger = await guest();
    const tabs = [await openStream(user, t.request), await openStream(user, t.request)];
    const other = await openStream(stranger, t.request);
    expect((await user.post('/api/fridge-items', { foodId: foods.carrots, bagSize: 'S' })).status).toBe(201);
    for (const tab of tabs) {
      const award = await tab.waitFor((e) => e.event === 'achievement' && e.data.includes('first_bag_S.1'));
      expect(award, 'award received').toBeDefined();
      expect(JSON.parse(award!.data)).toMatchObject({
        type: 'achievement',
        code: 'first_bag_S.1',
        points: 10,
      });
    }
    expect(other.events.filter((e) => e.event === 'achievement')).toEqual([]);
    for (const stream of [...tabs, other]) await stream.close();
  });

  it("refuses a user's 11th open stream with 429, not other users', and accepts one again once a stream closes", async () => {
    // An English guest: refusals speak the account's language.
    const user = await signedInGuest(t, { lang: 'en' });
    const streams = [];
    for (let i = 0; i < 10; i++) streams.push(await openStream(user, t.request));
    const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const attempt = () =>
      t.request('http://localhost:3000/api/events', {
        headers: { Cookie: cookie, Accept: 'text/event-stream', 'Accept-Language': 'en' },
      });
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: 'too_many_streams',
        message:
          'Too many live connections are open for this account (at most 10): close some tabs and try again.',
      },
    });
    const other = await openStream(await guest(), t.request);

    await streams.pop()!.close();
    // The server frees the place when it sees the stream end, a moment after the client closes it.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      const res = await attempt();
      status = res.status;
      await res.body?.cancel();
      if (status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status, 'a stream opens again').toBe(200);
    for (const stream of [...streams, other]) await stream.close();
  });

  itOnPostgres('reaches a stream held by another instance on the same PostgreSQL', async () => {
    const pool: Database = await openDatabase({ url: t.databaseUrl!, poolSize: 2 });
    const second = createApp({ ...t.deps, database: pool }, { auth: t.auth });
    try {
      const user = await guest();
      const stream = await openStream(user, (path, init) => Promise.resolve(second.request(path, init)));
      // The action goes through the first instance, the stream is held by the second.
      expect((await user.post('/api/fridge-items', { foodId: foods.lemons, bagSize: 'M' })).status).toBe(201);
      const award = await stream.waitFor(
        (e) => e.event === 'achievement' && e.data.includes('first_bag_M.1'),
      );
      expect(award).toBeDefined();
      await stream.close();
    } finally {
      await pool.close();
    }
  });
});
