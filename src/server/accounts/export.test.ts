// Downloading one's data: everything about the user, nothing to sign in with, nobody else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { accounts, prizeClaims, prizes, pushSubscriptions, sessions } from '../db/schema';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

interface Export {
  format: string;
  account: Record<string, unknown>;
  signInMethods: { method: string }[];
  sessions: { userAgent: string | null }[];
  notificationDevices: { endpoint: string }[];
  fridgeItems: { food: string; bagSize: string; reminders: { isDefault: boolean }[] }[];
  achievements: { code: string }[];
  pointsLedger: { reason: string; points: number }[];
  prizeClaims: { prize: string; code: string }[];
}

describe('GET /api/account/export', () => {
  it("holds the user's account, items with their reminders, achievements, points, claims and devices", async () => {
    const email = `export-${Date.now()}@example.com`;
    const client = browserClient(t, { lang: 'en' });
    const userId = await signUpVerified(t, client, email, 'scarica-i-miei-dati-2026');
    const added = await client.post<{ id: string }>('/api/fridge-items', {
      foodId: foods.peaches,
      bagSize: 'S',
      customReminderDays: 2,
    });
    expect(added.status).toBe(201);
    const [prize] = await t.database.db
      .insert(prizes)
      .values({
        slug: `export-${Date.now()}`,
        minLevel: 1,
        titleIt: 'Premio',
        titleEn: 'Prize',
        descriptionIt: 'Premio',
        descriptionEn: 'Prize',
      })
      .returning();
    await t.database.db.insert(prizeClaims).values({ prizeId: prize!.id, userId, code: 'EXPO-RTAB-CDEF' });
    await t.database.db.insert(pushSubscriptions).values({
      userId,
      endpoint: `https://push.example.test/${userId}`,
      p256dh: 'SECRET-P256DH',
      auth: 'SECRET-AUTH',
    });

    const res = await client.get<Export>('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="myfridge-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.format).toBe('myfridge-export');
    expect(data.account).toMatchObject({ id: userId, email, guest: false, points: expect.any(Number) });
    expect(data.signInMethods.map((m) => m.method)).toEqual(['credential']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notificationDevices).toEqual([
      { endpoint: `https://push.example.test/${userId}`, createdAt: expect.any(String) },
    ]);
    expect(data.fridgeItems).toHaveLength(1);
    expect(data.fridgeItems[0]).toMatchObject({ food: 'peaches', bagSize: 'S' });
    expect(data.fridgeItems[0]!.reminders.map((r) => r.isDefault).sort()).toEqual([false, true]);
    expect(data.achievements.map((a) => a.code)).toContain('first_bag_S.1');
    expect(data.pointsLedger.reduce((sum, e) => sum + e.points, 0)).toBe(data.account.points);
    expect(data.prizeClaims).toEqual([
      expect.objectContaining({ prize: prize!.slug, code: 'EXPO-RTAB-CDEF', titleEn: 'Prize' }),
    ]);

    // Nothing in the file signs in or reaches the phone as the user.
    const text = JSON.stringify(data);
    const [credential] = await t.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(text).not.toContain(credential!.password!);
    for (const session of await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))) {
      expect(text).not.toContain(session.token);
    }
    expect(text).not.toContain('SECRET-P256DH');
    expect(text).not.toContain('SECRET-AUTH');
  });

  it("never holds another user's data, works for guests, and needs a session", async () => {
    const other = await signedInGuest(t);
    await other.post('/api/fridge-items', { foodId: foods.pears, bagSize: 'L' });
    const guest = await signedInGuest(t);
    await guest.post('/api/fridge-items', { foodId: foods.lemons, bagSize: 'M' });
    const res = await guest.get<Export>('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ guest: true, email: null });
    expect(res.body.fridgeItems.map((i) => i.food)).toEqual(['lemons']);
    expect((await browserClient(t).get('/api/account/export')).status).toBe(401);
  });
});
