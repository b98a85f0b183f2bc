// A guest who signs in to an existing account: what the two recorded together earns its achievements at once,
// and the guest's phone keeps its notifications.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { fridgeItems, pointsLedger, pushSubscriptions, users } from '../db/schema';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

const password = 'fragole-e-mirtilli-2026';

async function add(client: BrowserClient, slug: string): Promise<void> {
  const res = await client.post('/api/fridge-items', { foodId: foods[slug], bagSize: 'M' });
  expect(res.status).toBe(201);
}

async function codes(client: BrowserClient): Promise<string[]> {
  const res = await client.get<{ achievementCode: string }[]>('/api/achievements');
  return res.body.map((a) => a.achievementCode);
}

describe('a guest signing in to an existing account', () => {
  it('awards what the two have earned together, keeps points equal to the ledger, and moves the phone', async () => {
    const email = `merge-${Date.now()}@example.com`;
    const owner = browserClient(t, { lang: 'en' });
    const accountId = await signUpVerified(t, owner, email, password);
    await add(owner, 'pears');
    await add(owner, 'peaches');

    const guest = await signedInGuest(t, { lang: 'en' });
    await add(guest, 'grapes');
    await add(guest, 'mangoes');
    await add(guest, 'blueberries');
    const guestId = (await guest.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id;
    const endpoint = `https://push.example.test/merge-${Date.now()}`;
    await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: guestId, endpoint, p256dh: 'p256dh', auth: 'auth' });
    expect(await codes(owner)).not.toContain('new_fruit_added.5');

    const signedIn = await guest.post('/api/auth/sign-in/email', { email, password });
    expect(signedIn.status).toBe(200);

    const owned = await codes(guest);
    expect(owned).toContain('new_fruit_added.5');
    expect(owned).toContain('bags_used.5');
    expect(owned).toContain('concurrent_bags.5');
    for (const slug of ['pears', 'peaches', 'grapes', 'mangoes', 'blueberries']) {
      expect(owned).toContain(`new_food_added.1.${slug}`);
    }
    // Each code once, and the points are the ledger's sum.
    expect(new Set(owned).size).toBe(owned.length);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, accountId));
    const ledger = await t.database.db
      .select({ points: pointsLedger.points })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, accountId));
    expect(user!.points).toBe(ledger.reduce((sum, row) => sum + row.points, 0));

    const [subscription] = await t.database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(subscription?.userId).toBe(accountId);
    expect(await t.database.db.select().from(users).where(eq(users.id, guestId))).toHaveLength(0);
  });

  itOnPostgres(
    'keeps every change the guest made while signing in: nothing answered 201 is lost',
    async () => {
      const email = `merge-race-${Date.now()}@example.com`;
      const accountId = await signUpVerified(t, browserClient(t, { lang: 'en' }), email, password);
      const guest = await signedInGuest(t, { lang: 'en' });
      await add(guest, 'pears');
      const guestId = (await guest.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id;

      const adds = ['grapes', 'mangoes', 'lemons', 'carrots', 'broccoli', 'lettuce'].map((slug) =>
        guest.post<{ id: string }>('/api/fridge-items', { foodId: foods[slug], bagSize: 'S' }),
      );
      const [signedIn, ...answers] = await Promise.all([
        guest.post('/api/auth/sign-in/email', { email, password }),
        ...adds,
      ]);
      expect(signedIn.status).toBe(200);
      // Each add either went through (and must be kept) or was refused as a whole; none half-done.
      for (const answer of answers) expect([201, 401]).toContain(answer.status);
      const accepted = answers.filter((a) => a.status === 201).map((a) => a.body.id);

      const owners = await t.database.db
        .select({ id: fridgeItems.id, userId: fridgeItems.userId })
        .from(fridgeItems)
        .where(inArray(fridgeItems.userId, [accountId, guestId]));
      expect(owners.filter((row) => row.userId === guestId)).toEqual([]);
      const kept = new Set(owners.map((row) => row.id));
      expect(accepted.filter((id) => !kept.has(id))).toEqual([]);
      expect(owners).toHaveLength(accepted.length + 1);

      const [user] = await t.database.db.select().from(users).where(eq(users.id, accountId));
      const ledger = await t.database.db
        .select({ points: pointsLedger.points })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, accountId));
      expect(user!.points).toBe(ledger.reduce((sum, row) => sum + row.points, 0));
      expect(await t.database.db.select().from(users).where(eq(users.id, guestId))).toHaveLength(0);
    },
  );
});
