// A change of a household's fridge reaches every member's open streams (the maker's other devices too),
// never anyone else's; on PostgreSQL, through another instance too. How fast is measured by bench:events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../tests/support/event-stream';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { household } from '../../../tests/support/households';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

const local = (path: string, init: RequestInit) => t.request(path, init);

describe("a household's fridge, live", () => {
  it('tells every member of a change, and nobody outside the household', async () => {
    const { owner, members } = await household(t, 2);
    const outsider = await signedInGuest(t);
    const streams = await Promise.all(
      [owner.client, members[0]!.client, members[1]!.client, outsider].map((c) => openStream(c, local)),
    );
    expect(
      (await members[0]!.client.post('/api/fridge-items', { foodId: foods.pears, bagSize: 'M' })).status,
    ).toBe(201);
    for (const stream of streams.slice(0, 3)) {
      expect(await stream.waitFor((e) => e.event === 'fridge')).toBeDefined();
    }
    // A change sent with a key names it, so the device that sent it, which has the answer, need not read again.
    const key = `live-${Date.now()}`;
    expect(
      (
        await members[0]!.client.call(
          'POST',
          '/api/fridge-items',
          { foodId: foods.lemons, bagSize: 'S' },
          { 'Idempotency-Key': key },
        )
      ).status,
    ).toBe(201);
    for (const stream of streams.slice(0, 3)) {
      const named = await stream.waitFor((e) => e.event === 'fridge' && e.data.includes(key));
      expect(JSON.parse(named!.data)).toEqual({ type: 'fridge', change: key });
    }
    // The outsider's stream stays quiet (an award of theirs would come, a change of this fridge does not).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streams[3]!.events.filter((e) => e.event === 'fridge')).toEqual([]);
    await Promise.all(streams.map((s) => s.close()));
  });

  it('tells the members, and whoever leaves or is removed, that the household changed', async () => {
    const { owner, members } = await household(t, 2);
    const [stays, removed] = members as [(typeof members)[0], (typeof members)[0]];
    const ownerStream = await openStream(owner.client, local);
    const removedStream = await openStream(removed.client, local);
    expect((await owner.client.call('DELETE', `/api/household/members/${removed.id}`)).status).toBe(200);
    expect(await ownerStream.waitFor((e) => e.event === 'household')).toBeDefined();
    expect(await removedStream.waitFor((e) => e.event === 'household')).toBeDefined();

    const staysStream = await openStream(stays.client, local);
    expect((await owner.client.call('PATCH', '/api/household', { name: 'Casa Bianchi' })).status).toBe(200);
    expect(await staysStream.waitFor((e) => e.event === 'household')).toBeDefined();
    await Promise.all([ownerStream, removedStream, staysStream].map((s) => s.close()));
  });

  it("tells the owner's other devices of a code made or revoked, and no member (the codes are the owner's)", async () => {
    const { owner, members } = await household(t, 1);
    const ownerStream = await openStream(owner.client, local);
    const memberStream = await openStream(members[0]!.client, local);
    const made = await owner.client.post<{ id: string }>('/api/household/invites', {});
    expect(made.status).toBe(201);
    expect(await ownerStream.waitFor((e) => e.event === 'household')).toBeDefined();
    const { id } = made.body;
    const told = () => ownerStream.events.filter((e) => e.event === 'household').length;
    expect(told()).toBe(1);
    expect((await owner.client.call('DELETE', `/api/household/invites/${id}`)).status).toBe(200);
    await expect.poll(told).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(memberStream.events.filter((e) => e.event === 'household')).toEqual([]);
    await Promise.all([ownerStream, memberStream].map((s) => s.close()));
  });

  itOnPostgres('reaches a member whose stream is held by another instance', async () => {
    const pool: Database = await openDatabase({ url: t.databaseUrl!, poolSize: 2 });
    const second = createApp({ ...t.deps, database: pool }, { auth: t.auth });
    try {
      const { owner, members } = await household(t, 1);
      const stream = await openStream(members[0]!.client, (path, init) =>
        Promise.resolve(second.request(path, init)),
      );
      // The change goes through the first instance, the member's stream is held by the second.
      expect(
        (await owner.client.post('/api/fridge-items', { foodId: foods.lemons, bagSize: 'S' })).status,
      ).toBe(201);
      expect(await stream.waitFor((e) => e.event === 'fridge')).toBeDefined();
      await stream.close();
    } finally {
      await pool.close();
    }
  });
});
