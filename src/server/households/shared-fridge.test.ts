// A household's fridge: its members see and act on the same items (each shows who added it), points go to
// whoever acts, the personal fridge's items come along only when asked, nothing is lost when people leave
// or go; and nobody outside the household finds or changes any of it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIDGE_POINTS } from '@/shared/points';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { foodIds, keptLongEnough, signedInGuest } from '../../../tests/support/fridge';
import { household, householdOf, invite } from '../../../tests/support/households';
import { member } from '../../../tests/support/members';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

interface Item {
  id: string;
  state: string;
  food: { slug: string };
  addedBy: { id: string; name: string } | null;
  reminders: { id: string; isDefault: boolean }[];
}

async function add(client: BrowserClient, slug: string): Promise<Item> {
  const res = await client.post<Item>('/api/fridge-items', { foodId: foods[slug], bagSize: 'M' });
  expect(res.status).toBe(201);
  return res.body;
}

async function fridge(client: BrowserClient): Promise<string[]> {
  const res = await client.get<Item[]>('/api/fridge-items?limit=100&order=created_at.asc');
  expect(res.status).toBe(200);
  return res.body.map((i) => i.food.slug);
}

/** The fridge's own points of `userId` (the ledger without achievements). */
async function points(userId: string): Promise<number> {
  const [row] = rowsOf<{ total: string }>(
    await t.database.db.execute(
      sql`select coalesce(sum(points), 0) as total from points_ledger
          where user_id = ${userId} and reason <> 'achievement'`,
    ),
  );
  return Number(row!.total);
}

describe("a household's fridge", () => {
  it('is the same for its members, names who added each item, and pays whoever acts', async () => {
    const { owner, members } = await household(t, 1);
    const partner = members[0]!;
    const pears = await add(owner.client, 'pears');
    expect(pears.addedBy).toEqual({ id: owner.id, name: 'Ada' });
    const theirs = await partner.client.get<Item[]>('/api/fridge-items');
    expect(theirs.body.map((i) => [i.id, i.addedBy?.id])).toEqual([[pears.id, owner.id]]);

    await keptLongEnough(t, pears.id);
    const [ownerBefore, partnerBefore] = [await points(owner.id), await points(partner.id)];
    const eaten = await partner.client.call<Item>('PATCH', `/api/fridge-items/${pears.id}`, {
      state: 'consumed',
    });
    expect(eaten.status).toBe(200);
    expect(await points(partner.id)).toBe(partnerBefore + FRIDGE_POINTS.consumedOnTime);
    expect(await points(owner.id)).toBe(ownerBefore);
    const again = await owner.client.call('PATCH', `/api/fridge-items/${pears.id}`, { state: 'discarded' });
    expect(again.status).toBe(409);
  });

  it('takes the personal fridge along only when asked, keeps its items when people leave, and gives them to the last', async () => {
    const maker = await member(t);
    await add(maker.client, 'carrots');
    expect((await maker.client.post('/api/household', { name: 'Casa', bringItems: true })).status).toBe(201);
    const joiner = await member(t);
    await add(joiner.client, 'lemons');
    const { code } = await invite(maker.client);
    expect((await joiner.client.post('/api/household/join', { code })).status).toBe(200);
    // The joiner's lemons stayed in their own fridge, out of sight while they are in the household.
    expect(await fridge(joiner.client)).toEqual(['carrots']);
    await add(joiner.client, 'pears');
    expect((await joiner.client.post('/api/household/leave')).status).toBe(200);
    expect(await fridge(joiner.client)).toEqual(['lemons']);
    // What the joiner added stays in the household.
    expect(await fridge(maker.client)).toEqual(['carrots', 'pears']);
    expect((await maker.client.post('/api/household/leave')).status).toBe(200);
    expect(await householdOf(maker.client)).toBeNull();
    expect(await fridge(maker.client)).toEqual(['carrots', 'pears']);
  });

  it('takes back the add points of whoever added an item another member deletes within a day', async () => {
    const { owner, members } = await household(t, 1);
    const grapes = await add(owner.client, 'grapes');
    const [ownerBefore, memberBefore] = [await points(owner.id), await points(members[0]!.id)];
    expect((await members[0]!.client.call('DELETE', `/api/fridge-items/${grapes.id}`)).status).toBe(204);
    expect(await points(owner.id)).toBe(ownerBefore - FRIDGE_POINTS.add);
    expect(await points(members[0]!.id)).toBe(memberBefore);
  });

  it("keeps a deleted account's items in the household, without its name; its personal ones go with it", async () => {
    const { owner, members } = await household(t, 1);
    const leaver = members[0]!;
    const peaches = await add(leaver.client, 'peaches');
    expect((await leaver.client.post('/api/household/leave')).status).toBe(200);
    const own = await add(leaver.client, 'mangoes');
    const { code } = await invite(owner.client);
    expect((await leaver.client.post('/api/household/join', { code })).status).toBe(200);
    const password = 'premi-del-frigo-2026';
    expect((await leaver.client.call('DELETE', '/api/account', { password })).status).toBe(200);
    const left = await owner.client.get<Item[]>('/api/fridge-items');
    expect(left.body.map((i) => [i.id, i.addedBy])).toEqual([[peaches.id, null]]);
    const [gone] = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`select count(*) as n from fridge_items where id = ${own.id}`),
    );
    expect(Number(gone!.n)).toBe(0);
  });
});

describe('a guest signing in to the account of a household member', () => {
  it("brings the guest's items into the household's fridge, where the account sees them", async () => {
    const { owner, members } = await household(t, 1);
    await add(owner.client, 'pears');
    const guest = await signedInGuest(t, { lang: 'en' });
    await add(guest, 'lemons');
    const signedIn = await guest.post('/api/auth/sign-in/email', {
      email: members[0]!.email,
      password: 'premi-del-frigo-2026',
    });
    expect(signedIn.status).toBe(200);
    expect(await fridge(guest)).toEqual(['pears', 'lemons']);
    expect(await fridge(owner.client)).toEqual(['pears', 'lemons']);
  });
});

describe("who may act on a household's items", () => {
  it('finds nothing for a former member, another household, a guest or nobody, and changes nothing', async () => {
    const { owner, members } = await household(t, 2);
    const [stays, leaves] = members as [(typeof members)[number], (typeof members)[number]];
    const stored = await add(owner.client, 'pears');
    const eaten = await add(owner.client, 'carrots');
    await keptLongEnough(t, eaten.id);
    expect(
      (await owner.client.call('PATCH', `/api/fridge-items/${eaten.id}`, { state: 'consumed' })).status,
    ).toBe(200);
    const custom = await owner.client.post<Item>(`/api/fridge-items/${stored.id}/reminders`, { days: 10 });
    expect(custom.status).toBe(201);
    const reminderId = custom.body.reminders.find((r) => !r.isDefault)!.id;
    expect((await leaves.client.post('/api/household/leave')).status).toBe(200);
    const other = await household(t);
    const callers: Record<string, BrowserClient> = {
      formerMember: leaves.client,
      otherHousehold: other.owner.client,
      guest: await signedInGuest(t, { lang: 'en' }),
      nobody: browserClient(t, { lang: 'en' }),
    };
    // In an order a member can follow: the custom reminder removed before another is added, eating last.
    const routes = [
      ['DELETE', `/api/reminders/${reminderId}`, undefined],
      ['POST', `/api/fridge-items/${stored.id}/reminders`, { days: 5 }],
      ['POST', `/api/fridge-items/${stored.id}/snooze`, {}],
      ['PUT', `/api/fridge-items/${eaten.id}/feedback`, { stillGood: true }],
      ['PATCH', `/api/fridge-items/${stored.id}`, { state: 'consumed' }],
      ['DELETE', `/api/fridge-items/${stored.id}`, undefined],
    ] as const;
    for (const [caller, client] of Object.entries(callers)) {
      const listed = await client.get<Item[]>('/api/fridge-items');
      if (caller === 'nobody') expect(listed.status).toBe(401);
      else expect(listed.body.map((i) => i.id)).not.toContain(stored.id);
      for (const [method, path, body] of routes) {
        const before = await tablesDigest(t);
        const res = await client.call(method, path, body);
        expect(res.status, `${caller} ${method} ${path}`).toBe(caller === 'nobody' ? 401 : 404);
        expect(await tablesDigest(t), `${caller} ${method} ${path}`).toEqual(before);
      }
    }
    // A member may do each of them.
    const statuses = [];
    for (const [method, path, body] of routes)
      statuses.push((await stays.client.call(method, path, body)).status);
    expect(statuses.every((s) => s < 300)).toBe(true);
  });
});
