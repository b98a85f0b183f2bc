// Guests: start without an account, and keep everything when they register (docs/product.md#guests).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { codeIn, waitForMail } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { achievementByCode } from '@/shared/achievements';
import { foods, fridgeItems, users, usersAchievements } from '../db/schema';
import { addPoints } from '../points/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'mirtilli-nel-sacchetto';

async function guestWithItem(): Promise<{ b: BrowserClient; id: string }> {
  const b = browserClient(t, { lang: 'en' });
  const res = await b.post<{ user: { id: string; isAnonymous: boolean } }>('/api/auth/sign-in/anonymous');
  expect(res.status).toBe(200);
  const id = res.body.user.id;
  expect(res.body.user.isAnonymous).toBe(true);
  const start = new Date();
  await t.database.db.insert(fridgeItems).values({
    userId: id,
    foodId: 1,
    bagSize: 'M',
    startDatetime: start,
    endDatetime: new Date(start.getTime() + 86_400_000),
  });
  await t.database.db.transaction((tx) =>
    addPoints(tx, { userId: id, reason: 'item_added', reference: 'x', points: 2 }),
  );
  return { b, id };
}

async function itemsOf(userId: string) {
  return t.database.db.select().from(fridgeItems).where(eq(fridgeItems.userId, userId));
}

describe('a guest becomes permanent (e-mail, code, password) keeping the same identity', () => {
  it('keeps the id, the items and the points, and earns +5', async () => {
    const { b, id } = await guestWithItem();
    expect(
      (await b.post('/api/auth/email-otp/request-email-change', { newEmail: 'guest@example.com' })).status,
    ).toBe(200);
    const code = codeIn(await waitForMail(t, 'guest@example.com'));
    const changed = await b.post('/api/auth/email-otp/change-email', {
      newEmail: 'guest@example.com',
      otp: code,
    });
    expect(changed.status).toBe(200);
    // Without a first name the account stays a guest's: the profile greets the person by it.
    const nameless = await b.post('/api/account/password', { password, confirmPassword: password });
    expect(nameless.status).toBe(422);
    expect(nameless.body).toMatchObject({
      error: { fields: [{ field: 'firstName', message: 'First name is required' }] },
    });
    expect((await t.database.db.select().from(users).where(eq(users.id, id)))[0]).toMatchObject({
      isAnonymous: true,
      firstName: null,
    });
    const set = await b.post('/api/account/password', {
      firstName: ' Ada ',
      password,
      confirmPassword: password,
    });
    expect(set.status).toBe(200);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      email: 'guest@example.com',
      emailVerified: true,
      isAnonymous: false,
      points: 7,
      firstName: 'Ada',
      name: 'Ada',
    });
    expect(await itemsOf(id)).toHaveLength(1);

    const again = browserClient(t);
    const login = await again.post<{ user: { id: string } }>('/api/auth/sign-in/email', {
      email: 'guest@example.com',
      password,
    });
    expect(login.body.user.id).toBe(id);
    expect(
      (await again.post('/api/account/password', { firstName: 'Ada', password, confirmPassword: password }))
        .status,
    ).toBe(409);
  });

  it('may not set a password before proving the e-mail', async () => {
    const { b } = await guestWithItem();
    const res = await b.post('/api/account/password', {
      firstName: 'Ada',
      password,
      confirmPassword: password,
    });
    expect(res.status).toBe(403);
  });

  it('only a guest may change the e-mail: "User is not anonymous"', async () => {
    const b = browserClient(t, { lang: 'en' });
    await b.post('/api/auth/sign-in/email', { email: 'guest@example.com', password });
    const res = await b.post('/api/auth/email-otp/request-email-change', { newEmail: 'other@example.com' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'user_is_not_anonymous', message: 'User is not anonymous' } });
  });
});

describe("the browser's time zone", () => {
  it('is stored on a new user, and an unknown zone keeps the default', async () => {
    const ny = browserClient(t, { timeZone: 'America/New_York' });
    const a = await ny.post<{ user: { id: string } }>('/api/auth/sign-in/anonymous');
    const bogus = browserClient(t, { timeZone: 'Mars/Olympus_Mons' });
    const b = await bogus.post<{ user: { id: string } }>('/api/auth/sign-in/anonymous');
    const zone = async (id: string) =>
      (await t.database.db.select({ z: users.timeZone }).from(users).where(eq(users.id, id)))[0]!.z;
    expect(await zone(a.body.user.id)).toBe('America/New_York');
    expect(await zone(b.body.user.id)).toBe('Europe/Rome');
  });
});

describe('a guest who signs up as a new account', () => {
  it('moves every item and point to the new account, and the guest is gone', async () => {
    const { b, id: guestId } = await guestWithItem();
    const email = 'newcomer@example.com';
    const newId = await signUpVerified(t, b, email, password, { firstName: 'New', lastName: 'Comer' });
    expect(newId).not.toBe(guestId);
    expect(await itemsOf(newId)).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, guestId))).toHaveLength(0);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, newId));
    // +2 for the item, +5 for signing up, and the achievements the guest's item earns the account (the item
    // was written straight to the table, so the merge is the first to count it).
    const [food] = await t.database.db.select().from(foods).where(eq(foods.id, 1));
    const caughtUp = [
      'first_bag_M.1',
      'bags_used.1',
      `new_${food!.type}_added.1`,
      `new_food_added.1.${food!.slug}`,
    ];
    const owned = await t.database.db
      .select({ code: usersAchievements.achievementCode })
      .from(usersAchievements)
      .where(eq(usersAchievements.userId, newId));
    expect(owned.map((a) => a.code).sort()).toEqual([...caughtUp].sort());
    expect(user!.points).toBe(7 + caughtUp.reduce((sum, code) => sum + achievementByCode(code)!.points, 0));
  });
});
