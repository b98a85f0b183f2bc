// A guest signing in to an account brings its items, but its fridge points count against the account's daily
// allowance, and its changes against the account's daily changes, as if the account had made them: guests made
// one after another and merged into one account earn no more than the account itself could.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIDGE_POINTS, FRIDGE_POINTS_PER_DAY, FRIDGE_WRITES, PRIZE_REVIEW } from '@/shared/points';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest, userIdOf } from '../../../tests/support/fridge';
import { passLimitTime } from '../../../tests/support/limits';
import { daysAgo, member, reachLevel, type Member } from '../../../tests/support/members';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { fridgeItems, pointsLedger, prizeClaims, prizes, users } from '../db/schema';
import { FRIDGE_DAY_KEY } from '../fridge/change-limits';
import { peek } from '../security/rate-limit';
import { seedRewards } from '../rewards/seed';

let t: TestApp;
let foods: number[];
const password = 'premi-del-frigo-2026';

beforeAll(async () => {
  t = await createTestApp();
  await seedRewards(t.database.db, new Date());
  foods = Object.values(await foodIds(t));
});
afterAll(() => t.close());

/** What the account's fridge actions (and merged guests) earned, achievements and the sign-up apart. */
async function fridgePoints(userId: string): Promise<{ fridge: number; total: number; ledger: number }> {
  const [row] = rowsOf<{ fridge: string; ledger: string; total: number }>(
    await t.database.db.execute(sql`
      select coalesce(sum(points) filter (where reason not in ('achievement', 'signup')), 0) as fridge,
        coalesce(sum(points), 0) as ledger, (select points from users where id = ${userId}) as total
      from points_ledger where user_id = ${userId}`),
  );
  return { fridge: Number(row!.fridge), ledger: Number(row!.ledger), total: row!.total };
}

async function addItems(client: BrowserClient, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await client.post('/api/fridge-items', { foodId: foods[i % foods.length], bagSize: 'S' });
    expect(res.status).toBe(201);
  }
}

/** A new guest that adds `items` items, then signs in to the account. */
async function mergedGuest(account: Member, items: number, age?: Date): Promise<string> {
  const guest = await signedInGuest(t, { lang: 'en' });
  const guestId = await userIdOf(guest);
  await addItems(guest, items);
  if (age) {
    await t.database.db.update(pointsLedger).set({ createdAt: age }).where(eq(pointsLedger.userId, guestId));
    await t.database.db.update(fridgeItems).set({ createdAt: age }).where(eq(fridgeItems.userId, guestId));
    await t.database.db.update(users).set({ createdAt: age }).where(eq(users.id, guestId));
  }
  const signedIn = await guest.post('/api/auth/sign-in/email', { email: account.email, password });
  expect(signedIn.status).toBe(200);
  // The guest's adds within the minute's limit: the next guest starts afresh.
  await passLimitTime(t, 'fridge-write-minute:', 60);
  return guestId;
}

describe('a guest merged into an account', () => {
  it(`brings its items, but no more than ${FRIDGE_POINTS_PER_DAY} fridge points a day with the account's own`, async () => {
    const account = await member(t);
    for (let i = 0; i < 3; i++) await mergedGuest(account, 10);
    const items = await t.database.db.select().from(fridgeItems).where(eq(fridgeItems.userId, account.id));
    expect(items).toHaveLength(30);
    const points = await fridgePoints(account.id);
    expect(points.fridge).toBe(FRIDGE_POINTS_PER_DAY);
    expect(points.total).toBe(points.ledger);

    // The guests' changes count as the account's today.
    const day = await peek(t.database.db, FRIDGE_DAY_KEY(account.id), {
      max: FRIDGE_WRITES.perDay,
      windowSeconds: 86_400,
    });
    expect(day.count).toBeGreaterThanOrEqual(30);
  }, 120_000);

  it("leaves room only for what the account's own actions have not used today", async () => {
    const account = await member(t);
    await addItems(account.client, 20);
    expect((await fridgePoints(account.id)).fridge).toBe(20 * FRIDGE_POINTS.add);
    await mergedGuest(account, 10);
    const points = await fridgePoints(account.id);
    expect(points.fridge).toBe(FRIDGE_POINTS_PER_DAY);
    expect(points.total).toBe(points.ledger);
  }, 120_000);

  it('counts the points a guest earned days ago as earned at the merge', async () => {
    const account = await member(t);
    for (let i = 0; i < 3; i++) await mergedGuest(account, 10, daysAgo(8));
    expect((await fridgePoints(account.id)).fridge).toBe(FRIDGE_POINTS_PER_DAY);
  }, 120_000);

  it(`holds a prize claim of an account that took in more than ${PRIZE_REVIEW.mergedGuests} guests in ${PRIZE_REVIEW.mergedGuestsDays} days`, async () => {
    const account = await member(t);
    await reachLevel(t, account.id, 3);
    const claim = async () => {
      const [prize] = await t.database.db
        .select({ id: prizes.id })
        .from(prizes)
        .where(eq(prizes.slug, 'bag-s'));
      return account.client.post<{ status: string; code: string | null }>(`/api/prizes/${prize!.id}/claim`);
    };
    for (let i = 0; i < PRIZE_REVIEW.mergedGuests + 1; i++) await mergedGuest(account, 1, daysAgo(8));
    const held = await claim();
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: 'held', code: null });
    const [row] = await t.database.db
      .select({ holdReason: prizeClaims.holdReason })
      .from(prizeClaims)
      .where(eq(prizeClaims.userId, account.id));
    expect(row?.holdReason).toBe('guest_merges');
  }, 120_000);
});
