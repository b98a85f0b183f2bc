// Invites: the code, entering a friend's once, never one's own, an unknown one, guests; people_invited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { acceptInvite, inviteCodeOf } from './service';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(): Promise<{ client: BrowserClient; id: string }> {
  const client = browserClient(t, { lang: 'en' });
  const id = await signUpVerified(
    t,
    client,
    `invites-${++n}-${Date.now()}@example.com`,
    'amici-del-frigo-2026',
  );
  return { client, id };
}

describe('invites', () => {
  it('gives each permanent account one code of 8 characters without 0, O, 1 or I', async () => {
    const { client } = await member();
    const first = await client.get<{ code: string; invitesCount: number }>('/api/invites/me');
    expect(first.status).toBe(200);
    expect(first.body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await client.get<{ code: string }>('/api/invites/me')).body.code).toBe(first.body.code);
  });

  it("accepts a friend's code once, and says so the second time", async () => {
    const inviter = await member();
    const friend = await member();
    const { code } = (await inviter.client.get<{ code: string }>('/api/invites/me')).body;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    expect((await friend.client.post('/api/invites/accept', { code: typed })).status).toBe(200);
    expect((await inviter.client.get('/api/invites/me')).body).toMatchObject({ invitesCount: 1 });
    const again = await friend.client.post<{ error: { message: string } }>('/api/invites/accept', { code });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Already invited');
  });

  it("refuses one's own code, an unknown one, an empty one, and guests", async () => {
    const user = await member();
    const { code } = (await user.client.get<{ code: string }>('/api/invites/me')).body;
    const own = await user.client.post<{ error: { fields: { message: string }[] } }>('/api/invites/accept', {
      code,
    });
    expect(own.status).toBe(422);
    expect(own.body.error.fields[0]!.message).toBe("This is your own invite code: enter a friend's.");
    const unknown = await user.client.post<{ error: { fields: { message: string }[] } }>(
      '/api/invites/accept',
      {
        code: 'ZZZZZZZZ',
      },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields[0]!.message).toMatch(/does not exist/);
    expect((await user.client.post('/api/invites/accept', { code: '' })).status).toBe(422);
    expect((await user.client.post('/api/invites/accept', { code, extra: 1 })).status).toBe(422);

    const guest = browserClient(t, { lang: 'en' });
    await guest.post('/api/auth/sign-in/anonymous');
    expect((await guest.get('/api/invites/me')).status).toBe(403);
    expect((await guest.post('/api/invites/accept', { code })).status).toBe(403);
    expect((await browserClient(t).get('/api/invites/me')).status).toBe(401);
  });

  it('awards people_invited.5 on the fifth friend, not the fourth', async () => {
    const db = t.database.db;
    const inviter = await member();
    const { code } = await inviteCodeOf(db, { id: inviter.id, isAnonymous: false });
    const achievements = async () =>
      rowsOf<{ achievement_code: string }>(
        await db.execute(
          sql`select achievement_code from users_achievements where user_id = ${inviter.id} and achievement_code like 'people_invited.%'`,
        ),
      ).map((r) => r.achievement_code);
    for (let i = 1; i <= 5; i++) {
      const id = `invited-${n}-${i}`;
      await db.execute(
        sql`insert into users (id, email, email_verified) values (${id}, ${`${id}@example.com`}, true)`,
      );
      await acceptInvite(db, { id, isAnonymous: false }, code);
      expect(await achievements()).toEqual(i < 5 ? [] : ['people_invited.5']);
    }
  });

  itOnPostgres(
    'entered twice at once by one friend, and by another friend meanwhile, counts each friend once',
    async () => {
      const inviter = await member();
      const friend = await member();
      const other = await member();
      const { code } = (await inviter.client.get<{ code: string }>('/api/invites/me')).body;
      const answers = await Promise.all([
        friend.client.post('/api/invites/accept', { code }),
        friend.client.post('/api/invites/accept', { code }),
        other.client.post('/api/invites/accept', { code }),
      ]);
      expect(
        answers
          .map((a) => a.status)
          .slice(0, 2)
          .sort(),
      ).toEqual([200, 409]);
      expect(answers[2]!.status).toBe(200);
      expect((await inviter.client.get('/api/invites/me')).body).toMatchObject({ invitesCount: 2 });
      const invited = rowsOf<{ id: string }>(
        await t.database.db.execute(
          sql`select id from users where invited_by_id = ${inviter.id} order by id`,
        ),
      ).map((r) => r.id);
      expect(invited).toEqual([friend.id, other.id].sort());
    },
  );
});
