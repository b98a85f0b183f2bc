// Deleting an account leaves no row of the user, and needs the password when there is one.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { waitForMail, waitForMailCount } from '../../../tests/support/outbox';
import { PNG, uploadPicture } from '../../../tests/support/picture';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { outboxDir } from '../mail/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'mirtilli-nel-sacchetto';

async function rowsMentioning(id: string, email: string): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, string>>(
    await t.database.db.execute(sql`select
      (select count(*) from users where id = ${id} or email = ${email}) as users,
      (select count(*) from sessions where user_id = ${id}) as sessions,
      (select count(*) from accounts where user_id = ${id}) as accounts,
      (select count(*) from fridge_items where user_id = ${id}) as fridge_items,
      (select count(*) from fridge_items_reminders r where not exists (select 1 from fridge_items i where i.id = r.fridge_item_id)) as orphan_reminders,
      (select count(*) from users_achievements where user_id = ${id}) as achievements,
      (select count(*) from points_ledger where user_id = ${id}) as ledger,
      (select count(*) from verifications where identifier = ${`email-verification-otp-${email}`}
        or identifier = ${`sign-in-otp-${email}`} or value = ${id}) as verifications,
      (select count(*) from rate_limits where key like ${`%:${email}`} or key like ${`%:${id}`}) as rate_limits,
      (select count(*) from auth_failures where subject in (${email}, ${id})) as auth_failures,
      (select count(*) from mail_outbox where to_address = ${email}) as mails`),
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

/** A reset link asked for and sent: a code row waiting for the address, its e-mail in the outbox. */
async function pendingReset(email: string): Promise<void> {
  expect((await browserClient(t).post('/api/auth/request-password-reset', { email })).status).toBe(200);
  await waitForMail(t, email, (m) => m.subject.startsWith('Reset'));
}

describe('DELETE /api/account', () => {
  it('removes the codes, limits and failures of the address exactly: not those of an address ending the same', async () => {
    const pending = async (email: string) => {
      await browserClient(t).post('/api/auth/sign-up/email', {
        firstName: 'Bo',
        lastName: 'Bby',
        email,
        password,
        confirmPassword: password,
      });
      await waitForMail(t, email);
    };
    // bob@example.com signs up and has a code waiting, a limit counted and a failed sign-in.
    await pending('bob@example.com');
    await browserClient(t).post('/api/auth/sign-in/email', {
      email: 'bob@example.com',
      password: 'wrong-one-1',
    });
    const bobBefore = await rowsMentioning('none', 'bob@example.com');
    expect(bobBefore.verifications).toBe(1);
    expect(bobBefore.rate_limits).toBeGreaterThan(0);
    expect(bobBefore.auth_failures).toBe(1);

    const b = browserClient(t, { lang: 'en' });
    const id = await signUpVerified(t, b, 'b@example.com', password, { firstName: 'Be', lastName: 'Ee' });
    await browserClient(t).post('/api/auth/sign-in/email', {
      email: 'b@example.com',
      password: 'wrong-one-2',
    });
    await pendingReset('b@example.com');
    const bBefore = await rowsMentioning(id, 'b@example.com');
    expect([bBefore.users, bBefore.verifications, bBefore.auth_failures]).toEqual([1, 1, 1]);
    expect(bBefore.rate_limits).toBeGreaterThan(0);
    expect((await b.call('DELETE', '/api/account', { password })).status).toBe(200);

    expect(await rowsMentioning('none', 'bob@example.com')).toEqual(bobBefore);
    const gone = await rowsMentioning(id, 'b@example.com');
    expect([gone.users, gone.verifications, gone.rate_limits, gone.auth_failures]).toEqual([0, 0, 0, 0]);
  });

  it("is the only way to delete an account: the auth library's own deletion is not reachable", async () => {
    const b = browserClient(t);
    const guest = await b.post<{ user: { id: string } }>('/api/auth/sign-in/anonymous');
    for (const path of ['/api/auth/delete-user', '/api/auth/delete-user/callback']) {
      expect((await b.post(path, {})).status, path).toBe(404);
    }
    const left = await t.database.db.execute(sql`select id from users where id = ${guest.body.user.id}`);
    expect(rowsOf(left)).toHaveLength(1);
  });

  it('asks for the password, then removes every row of the user', async () => {
    const email = 'leaving@example.com';
    const b = browserClient(t, { lang: 'en' });
    const id = await signUpVerified(t, b, email, password, { firstName: 'Le', lastName: 'Aving' });
    await waitForMail(t, email, (m) => m.subject.startsWith('Welcome'));
    await t.database.db
      .execute(sql`insert into fridge_items (user_id, food_id, bag_size, start_datetime, end_datetime)
      values (${id}, 1, 'S', now(), now() + interval '2 days')`);
    await t.database.db
      .execute(sql`insert into fridge_items_reminders (fridge_item_id, reminder_datetime, is_default)
      select id, end_datetime, true from fridge_items where user_id = ${id}`);
    await t.database.db.execute(
      sql`insert into users_achievements (user_id, achievement_code) values (${id}, 'bags_used.1')`,
    );
    await browserClient(t).post('/api/auth/sign-in/email', { email, password: 'a-wrong-password' });
    // A wrong household code is counted against the account by its id.
    expect((await b.post('/api/household/join', { code: 'NOPE2345' })).status).toBe(422);
    await pendingReset(email);
    const picture = await uploadPicture(t, b, PNG, 'me.png', 'image/png');
    expect(picture.status).toBe(200);
    const pictureUrl = picture.body.imgPath as string;
    expect((await t.request(pictureUrl)).status).toBe(200);
    // Every kind of row the deletion must remove is there to be removed.
    const present = await rowsMentioning(id, email);
    expect(Object.entries(present).filter(([kind, n]) => n === 0 && kind !== 'orphan_reminders')).toEqual([]);

    expect((await b.call('DELETE', '/api/account', {})).status).toBe(422);
    expect((await b.call('DELETE', '/api/account', { password: 'not-it-at-all' })).status).toBe(403);
    const deleted = await b.call('DELETE', '/api/account', { password });
    expect(deleted.status).toBe(200);

    expect(await rowsMentioning(id, email)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      fridge_items: 0,
      orphan_reminders: 0,
      achievements: 0,
      ledger: 0,
      verifications: 0,
      rate_limits: 0,
      auth_failures: 0,
      mails: 0,
    });
    expect((await b.get('/api/auth/get-session')).body).toBeNull();
    // The picture goes too: its file, not only the row that named it.
    expect((await t.request(pictureUrl)).status).toBe(404);
    const stored = pictureUrl.replace('/storage/public/', '');
    expect(await t.storage.exists('public', stored)).toBe(false);
  });

  it("deletes the address's kept e-mails with their .eml files, not another address's", async () => {
    const filesTo = async (email: string) => {
      const dir = outboxDir(t.deps.env.dataDir);
      const names = await readdir(dir);
      const texts = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
      const to = new RegExp(`^To: ${email.replace('.', '\\.')}\r?$`, 'm');
      return texts.filter((text) => to.test(text)).length;
    };
    // A file is written just after its row: wait until the e-mails waited for have theirs.
    const filesOnceWritten = async (email: string, atLeast: number) => {
      for (let tries = 0; tries < 50 && (await filesTo(email)) < atLeast; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return filesTo(email);
    };
    const c = browserClient(t, { lang: 'en' });
    await signUpVerified(t, c, 'cleo@example.com', password, { firstName: 'Cleo', lastName: 'Pat' });
    await pendingReset('cleo@example.com');
    const other = browserClient(t, { lang: 'en' });
    await signUpVerified(t, other, 'cleopatra@example.com', password, { firstName: 'Cleo', lastName: 'Pat' });
    // Its code, the welcome and the reset link.
    await waitForMailCount(t, 'cleo@example.com', 3);
    expect(await filesOnceWritten('cleo@example.com', 3)).toBe(3);
    // Its code, then the welcome once verified.
    await waitForMailCount(t, 'cleopatra@example.com', 2);
    const others = await filesOnceWritten('cleopatra@example.com', 2);
    expect(others).toBe(2);

    expect((await c.call('DELETE', '/api/account', { password })).status).toBe(200);
    expect(await filesTo('cleo@example.com')).toBe(0);
    expect(await filesTo('cleopatra@example.com')).toBe(others);
  });

  it('a guest deletes with the session alone', async () => {
    const b = browserClient(t);
    const guest = await b.post<{ user: { id: string } }>('/api/auth/sign-in/anonymous');
    expect((await b.call('DELETE', '/api/account', {})).status).toBe(200);
    const left = await t.database.db.execute(sql`select id from users where id = ${guest.body.user.id}`);
    expect(rowsOf(left)).toHaveLength(0);
  });

  it("clears the session's cookies on the device: none of the deleted account's is left to send", async () => {
    const b = browserClient(t);
    await b.post('/api/auth/sign-in/anonymous');
    const res = await b.call('DELETE', '/api/account', {});
    expect(res.status).toBe(200);
    const cleared = res.headers
      .getSetCookie()
      .filter((c) => /max-age=0/i.test(c))
      .map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['fridge.session_token']));
  });

  it('needs a session', async () => {
    expect((await browserClient(t).call('DELETE', '/api/account', {})).status).toBe(401);
  });
});
