// The account's language: chosen in the app, kept on the user, followed by e-mails, reminders and error answers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { passMailTime } from '../../../tests/support/limits';
import { waitForMail } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { users } from '../db/schema';
import { dispatchDue } from '../reminders/dispatcher';
import { dispatchDepsFrom } from '../reminders/loop';

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'lingua-del-frigo-2026';

async function localeOf(id: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
  return row?.locale;
}

async function idOf(client: BrowserClient): Promise<string> {
  return (await client.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id;
}

/** A registered, signed-in user whose browser speaks `lang` (the account starts in that language). */
async function italianMember(): Promise<{ client: BrowserClient; id: string; email: string }> {
  const client = browserClient(t, { lang: 'it' });
  const email = `lingua-${++n}-${Date.now()}@example.com`;
  const id = await signUpVerified(t, client, email, password);
  return { client, id, email };
}

describe('PUT /api/account/locale', () => {
  it('needs a session', async () => {
    const res = await browserClient(t, { lang: 'en' }).call('PUT', '/api/account/locale', { locale: 'en' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { message: 'You need to sign in first.' } });
  });

  it("stores a guest's and a member's choice, shows it in the session, and leaves other users alone", async () => {
    const guest = await signedInGuest(t, { lang: 'it' });
    const member = await italianMember();
    const other = await italianMember();
    const guestId = await idOf(guest);
    expect(await localeOf(guestId)).toBe('it');

    const res = await guest.call('PUT', '/api/account/locale', { locale: 'en' });
    expect(res).toMatchObject({ status: 200, body: { locale: 'en' } });
    expect(await localeOf(guestId)).toBe('en');
    expect((await guest.get('/api/auth/get-session')).body).toMatchObject({ user: { locale: 'en' } });

    expect((await member.client.call('PUT', '/api/account/locale', { locale: 'en' })).status).toBe(200);
    expect(await localeOf(member.id)).toBe('en');
    expect((await member.client.call('PUT', '/api/account/locale', { locale: 'it' })).status).toBe(200);
    expect(await localeOf(member.id)).toBe('it');
    expect(await localeOf(other.id)).toBe('it');
    expect(await localeOf(guestId)).toBe('en');
  });

  it('refuses anything but it or en with a translated 422, changing nothing', async () => {
    const member = await italianMember();
    for (const body of [
      { locale: 'de' },
      { locale: 'EN' },
      { locale: '' },
      { locale: null },
      { locale: 1 },
      {},
      { locale: 'en', userId: 'someone-else' },
      ['en'],
      'en',
    ]) {
      const res = await member.client.call<{ error: { code: string; fields: { message: string }[] } }>(
        'PUT',
        '/api/account/locale',
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.fields.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const wrong = await member.client.call<{ error: { fields: { field: string; message: string }[] } }>(
      'PUT',
      '/api/account/locale',
      { locale: 'de' },
    );
    expect(wrong.body.error.fields).toEqual([{ field: 'locale', message: 'Scegli italiano o inglese' }]);
    expect(await localeOf(member.id)).toBe('it');
  });
});

describe('e-mails follow the account', () => {
  it('a reset link asked for after switching comes in English, whoever asks', async () => {
    const member = await italianMember();
    await member.client.call('PUT', '/api/account/locale', { locale: 'en' });
    await passMailTime(t, 60);
    const res = await browserClient(t, { lang: 'it' }).post('/api/auth/request-password-reset', {
      email: member.email,
    });
    expect(res.status).toBe(200);
    await waitForMail(t, member.email, (m) => m.subject === 'Reset your My Fridge password');
  });

  it('a reminder due after switching comes in English', async () => {
    const member = await italianMember();
    const foods = await foodIds(t);
    const added = await member.client.post('/api/fridge-items', {
      foodId: foods.carrots,
      bagSize: 'M',
      startDatetime: '2027-06-01T10:00:00+02:00',
      customReminderDays: 2,
    });
    expect(added.status).toBe(201);
    await member.client.call('PUT', '/api/account/locale', { locale: 'en' });
    await dispatchDue(await dispatchDepsFrom(t.deps), { now: new Date('2027-06-03T07:00:00Z') });
    const mail = await waitForMail(t, member.email, (m) => m.subject.startsWith('Carrots'));
    expect(mail.subject).toMatch(/^Carrots: best eaten by \d+ June 2027$/);
  });
});

describe('the language of error answers', () => {
  it("is the account's when there is a session, whatever Accept-Language says", async () => {
    const member = await italianMember();
    await member.client.call('PUT', '/api/account/locale', { locale: 'en' });
    // The member's client still sends Accept-Language: it.
    const invalid = await member.client.call('PATCH', '/api/account/profile', {});
    expect(invalid.body).toMatchObject({
      error: {
        message: 'Some fields are not valid.',
        fields: expect.arrayContaining([{ field: 'firstName', message: 'First name is required' }]),
      },
    });
    const missing = await member.client.get('/api/nothing-here');
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'Not found.' } } });
    const tooLarge = await member.client.call('PUT', '/api/account/locale', { locale: 'x'.repeat(70_000) });
    expect(tooLarge.body).toMatchObject({ error: { message: 'The request is too large.' } });
    // Through the auth gateway too.
    const wrongPassword = await member.client.post('/api/auth/change-password', {
      currentPassword: 'not-the-current-one',
      password: 'una-nuova-password-2026',
      confirmPassword: 'una-nuova-password-2026',
    });
    expect(wrongPassword.body).toMatchObject({ error: { message: 'The current password is not correct.' } });
  });

  it('follows Accept-Language without a session', async () => {
    const res = await browserClient(t, { lang: 'it' }).call('PATCH', '/api/account/profile', {});
    expect(res.body).toMatchObject({ error: { message: 'Devi prima accedere.' } });
    const en = await browserClient(t, { lang: 'en' }).get('/api/nothing-here');
    expect(en.body).toMatchObject({ error: { message: 'Not found.' } });
  });
});
