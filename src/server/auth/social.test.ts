// Google and Apple sign-in through the whole OpenID redirect chain, against a real provider on loopback.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { signInWithProvider } from '../../../tests/support/oidc-browser';
import { useOidcApp } from '../../../tests/support/oidc-app';
import type { TestApp } from '../../../tests/support/test-app';
import { fridgeItems, users } from '../db/schema';

const app = useOidcApp();
let t: TestApp;
beforeAll(() => {
  t = app.t;
});

describe('sign in with an OpenID provider', () => {
  it('Google: a new permanent account with a verified e-mail and the name the provider gives, signed in, with the first 5 points', async () => {
    const b = browserClient(t);
    const last = await signInWithProvider(b, 'google', 'alice');
    expect(last.status).toBe(302);
    expect(last.headers.get('location')).toMatch(/\/profile$/);
    const session = await b.get<{ user: Record<string, unknown> }>('/api/auth/get-session');
    expect(session.body.user).toMatchObject({
      email: 'alice@example.com',
      emailVerified: true,
      isAnonymous: false,
      points: 5,
      // The profile greets the user by it ("Ciao, Test!"), not as a guest.
      firstName: 'Test',
      lastName: 'alice',
    });
  });

  it('Apple: the same, with the answer posted back (form_post)', async () => {
    const b = browserClient(t);
    const last = await signInWithProvider(b, 'apple', 'bruno');
    expect(last.status).toBe(302);
    const session = await b.get<{ user: Record<string, unknown> }>('/api/auth/get-session');
    expect(session.body.user).toMatchObject({ email: 'bruno@example.com', isAnonymous: false });
  });

  it('signing in again finds the same account', async () => {
    const first = browserClient(t);
    await signInWithProvider(first, 'google', 'carla');
    const second = browserClient(t);
    await signInWithProvider(second, 'google', 'carla');
    const a = await first.get<{ user: { id: string } }>('/api/auth/get-session');
    const b = await second.get<{ user: { id: string } }>('/api/auth/get-session');
    expect(b.body.user.id).toBe(a.body.user.id);
  });

  it('a guest who signs in with Google keeps the items recorded as a guest', async () => {
    const b = browserClient(t);
    const guest = await b.post<{ user: { id: string } }>('/api/auth/sign-in/anonymous');
    const start = new Date();
    await t.database.db.insert(fridgeItems).values({
      userId: guest.body.user.id,
      foodId: 2,
      bagSize: 'L',
      startDatetime: start,
      endDatetime: new Date(start.getTime() + 86_400_000),
    });
    await signInWithProvider(b, 'google', 'dora');
    const session = await b.get<{ user: { id: string; email: string } }>('/api/auth/get-session');
    expect(session.body.user.email).toBe('dora@example.com');
    const items = await t.database.db
      .select()
      .from(fridgeItems)
      .where(eq(fridgeItems.userId, session.body.user.id));
    expect(items).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, guest.body.user.id))).toHaveLength(0);
  });
});
