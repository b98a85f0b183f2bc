// Reminders that arrive: at 09:00 in the user's zone, by e-mail to a real SMTP server and by Web Push
// to a real push service on loopback (which decrypts the payload and checks the VAPID signature), never twice.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { startPushSink, type PushSink } from '../../../tests/support/push-sink';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { smtpMailer } from '../mail/mailer';
import { dispatchDue, type DispatchDeps } from './dispatcher';
import { dispatchDepsFrom } from './loop';
import { unsubscribeToken } from './unsubscribe-token';
import { DEFAULT_REMINDER_PREFERENCES, snoozedUntil } from '@/shared/reminder-preferences';

let t: TestApp;
let smtp: SmtpSink;
let push: PushSink;
let deps: DispatchDeps;
let foods: Record<string, number>;
let users = 0;

beforeAll(async () => {
  t = await createTestApp({ PUSH_HOSTS: '127.0.0.1' });
  smtp = await startSmtpSink();
  const publicKey = ((await (await t.request('/api/push/public-key')).json()) as { publicKey: string })
    .publicKey;
  push = await startPushSink({ expectedVapidPublicKey: publicKey });
  deps = {
    ...(await dispatchDepsFrom(t.deps)),
    mailer: smtpMailer(`${smtp.url}?pool=false`, '"My Fridge" <no-reply@myfridge.test>'),
    logger: pino({ level: 'silent' }),
  };
  foods = await foodIds(t);
});
afterAll(async () => {
  deps.push.close();
  deps.mailer.close();
  await t.close();
  await smtp.close();
  await push.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  push.messages.length = 0;
  // Each test's passes see only its own reminders: those left open by earlier tests are closed.
  await t.database.db.execute(
    sql`update fridge_items_reminders set reminded = true, outcome = 'skipped' where reminded = false`,
  );
});

async function verifiedUser(options: { lang?: string; timeZone?: string } = {}) {
  const client = browserClient(t, options);
  const email = `reminders-${++users}-${Date.now()}@example.com`;
  const id = await signUpVerified(t, client, email, 'sacchetti-freschi-2026');
  return { client, email, id };
}

const guest = (timeZone?: string) => signedInGuest(t, timeZone ? { timeZone } : {});

async function addItem(
  client: BrowserClient,
  slug: string,
  startDatetime: string,
  customReminderDays?: 2 | 5 | 10,
): Promise<{ id: string; reminders: { id: string; reminderDatetime: string; isDefault: boolean }[] }> {
  const res = await client.post<{
    id: string;
    reminders: { id: string; reminderDatetime: string; isDefault: boolean }[];
  }>('/api/fridge-items', {
    foodId: foods[slug],
    bagSize: 'M',
    startDatetime,
    ...(customReminderDays ? { customReminderDays } : {}),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const dispatchAt = (iso: string) => dispatchDue(deps, { now: new Date(iso) });
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

async function reminderRow(id: string) {
  return rowsOf<{ reminded: boolean; outcome: string | null; attempts: number }>(
    await t.database.db.execute(
      sql`select reminded, outcome, attempts from fridge_items_reminders where id = ${id}::uuid`,
    ),
  )[0]!;
}

describe('delivery time', () => {
  it('arrives at 09:00 in Rome on the day the clocks go forward, not a second earlier', async () => {
    const { client, email } = await verifiedUser({ timeZone: 'Europe/Rome' });
    // 28 March 2027 is the day Europe moves to summer time: 09:00 there is 07:00 UTC.
    const item = await addItem(client, 'carrots', '2027-03-26T10:00:00+01:00', 2);
    const custom = item.reminders.find((r) => !r.isDefault)!;
    expect(custom.reminderDatetime).toBe('2027-03-28T07:00:00.000Z');

    expect((await dispatchAt('2027-03-28T06:59:59Z')).claimed).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);
    const report = await dispatchAt('2027-03-28T07:00:00Z');
    expect(report).toMatchObject({ claimed: 1, emails: 1 });
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Carote: da consumare entro il 20 aprile 2027');
    expect(mail!.decoded).toContain('Carote, sacchetto M: da consumare entro il 20 aprile 2027');
    expect(mail!.decoded).toContain('http://localhost:3000/fridge');
    expect(await reminderRow(custom.id)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it('arrives at 09:00 in New York on the day the clocks change there', async () => {
    const { client, email } = await verifiedUser({ lang: 'en', timeZone: 'America/New_York' });
    // 14 March 2027: New York moves to daylight time; 09:00 EDT is 13:00 UTC.
    const item = await addItem(client, 'lettuce', '2027-03-12T10:00:00-05:00', 2);
    expect(item.reminders.find((r) => !r.isDefault)!.reminderDatetime).toBe('2027-03-14T13:00:00.000Z');
    expect((await dispatchAt('2027-03-14T12:59:59Z')).claimed).toBe(0);
    await dispatchAt('2027-03-14T13:00:00Z');
    const [mail] = mailsTo(email);
    expect(mail!.subject).toMatch(/^Lettuce: best eaten by \d+ March 2027$/);
  });
});

describe('e-mail', () => {
  it('sends one e-mail for two reminders due together, with a one-click unsubscribe that works', async () => {
    const { client, email, id } = await verifiedUser({ timeZone: 'Europe/Rome' });
    await addItem(client, 'mandarins', '2027-05-01T10:00:00+02:00', 5);
    await addItem(client, 'red-cabbage', '2027-05-01T12:00:00+02:00', 5);
    const report = await dispatchAt('2027-05-06T07:00:00Z');
    expect(report).toMatchObject({ claimed: 2, emails: 1 });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 alimenti nel tuo frigo da consumare presto');
    expect(mails[0]!.decoded).toContain('Mandarini, sacchetto M');
    expect(mails[0]!.decoded).toContain('Cavolo rosso, sacchetto M');
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/html/);
    expect(mails[0]!.messageId).toMatch(/^<reminders\.[0-9a-f]{32}@localhost>$/);
    expect(mails[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // RFC 8058: the mail provider posts the form to the header's URL, from its own servers, with no cookie.
    const link = /^<(.+)>$/.exec(mails[0]!.header('List-Unsubscribe'))![1]!;
    const res = await t.request(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const settings = await client.get<{ emailReminders: boolean }>('/api/account/notifications');
    expect(settings.body).toMatchObject({ emailReminders: false, emailVerified: true });
    expect(
      rowsOf<{ email_reminders: boolean }>(
        await t.database.db.execute(sql`select email_reminders from users where id = ${id}`),
      )[0]!.email_reminders,
    ).toBe(false);
  });

  it("keeps a user's reminders due together in one e-mail even when a batch holds only one", async () => {
    const { client, email } = await verifiedUser();
    await addItem(client, 'radishes', '2027-05-10T10:00:00+02:00', 2);
    await addItem(client, 'lemons', '2027-05-10T11:00:00+02:00', 2);
    await addItem(client, 'carrots', '2027-05-10T12:00:00+02:00', 2);
    const report = await dispatchDue(deps, { now: new Date('2027-05-12T07:00:00Z'), batchSize: 1 });
    expect(report).toMatchObject({ claimed: 3, emails: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.subject).toBe('3 alimenti nel tuo frigo da consumare presto');
  });

  it('an unsubscribe token cannot be forged for another user', async () => {
    const victim = await verifiedUser();
    const attacker = await verifiedUser();
    const own = unsubscribeToken(deps.unsubscribeSecret, attacker.id);
    const forged = `${Buffer.from(victim.id).toString('base64url')}.${own.split('.')[1]}`;
    const made = unsubscribeToken('a guessed secret', victim.id);
    // A token that is not ours is 400; an empty one is not a token at all, refused by the schema (422).
    const expected: [string, number, string][] = [
      [forged, 400, 'invalid_token'],
      [made, 400, 'invalid_token'],
      ['nonsense', 400, 'invalid_token'],
      ['', 422, 'validation_failed'],
    ];
    for (const [token, status, code] of expected) {
      const res = await t.request('http://localhost:3000/api/email/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ token }),
      });
      expect({ status: res.status, body: await res.json() }, token).toMatchObject({
        status,
        body: { error: { code, fields: [{ field: 'token', message: 'This link is not valid' }] } },
      });
    }
    const bad = await t.request(`http://localhost:3000/api/email/unsubscribe?token=${forged}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: { message: string }[] } }).error.fields[0]!.message,
    ).toBe('This link is not valid');
    expect((await victim.client.get('/api/account/notifications')).body).toMatchObject({
      emailReminders: true,
    });
  });

  it('sends nothing to an unverified address, a guest, or a user who turned e-mail reminders off', async () => {
    const unverified = await verifiedUser();
    await t.database.db.execute(sql`update users set email_verified = false where id = ${unverified.id}`);
    const off = await verifiedUser();
    expect(
      (await off.client.call('PUT', '/api/account/notifications', { emailReminders: false })).status,
    ).toBe(200);
    const visitor = await guest();
    const reminders = [];
    for (const client of [unverified.client, off.client, visitor]) {
      reminders.push((await addItem(client, 'pears', '2027-06-01T10:00:00+02:00', 2)).reminders);
    }
    const report = await dispatchAt('2027-06-03T07:00:00Z');
    expect(report).toMatchObject({ claimed: 3, emails: 0, unreachable: 3 });
    expect(smtp.messages).toHaveLength(0);
    const custom = reminders.map((list) => list.find((r) => !r.isDefault)!.id);
    for (const id of custom) expect(await reminderRow(id)).toMatchObject({ outcome: 'no_channel' });
  });

  it('retries while the SMTP server is down, then delivers once', async () => {
    const { client, email } = await verifiedUser();
    const item = await addItem(client, 'grapes', '2027-07-01T10:00:00+02:00', 2);
    const id = item.reminders.find((r) => !r.isDefault)!.id;
    smtp.setDown(true);
    const first = await dispatchAt('2027-07-03T07:00:00Z');
    expect(first).toMatchObject({ claimed: 1, emails: 0, retrying: 1 });
    // Not yet time for the next try.
    expect((await dispatchAt('2027-07-03T07:00:10Z')).claimed).toBe(0);
    const second = await dispatchAt('2027-07-03T08:00:00Z');
    expect(second).toMatchObject({ claimed: 1, retrying: 1 });
    smtp.setDown(false);
    expect(await dispatchAt('2027-07-03T10:00:00Z')).toMatchObject({ claimed: 1, emails: 1, retrying: 0 });
    expect(mailsTo(email)).toHaveLength(1);
    expect(await reminderRow(id)).toMatchObject({ reminded: true, outcome: 'sent', attempts: 3 });
    // Claimed again (as after a crash that lost the closing update): the recorded delivery is not repeated.
    await t.database.db.execute(
      sql`update fridge_items_reminders set reminded = false, lease_until = null where id = ${id}::uuid`,
    );
    expect(await dispatchAt('2027-07-03T11:00:00Z')).toMatchObject({ claimed: 1, emails: 0 });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('gives up after the last attempt and says why', async () => {
    const { client } = await verifiedUser();
    const item = await addItem(client, 'peaches', '2027-08-01T10:00:00+02:00', 2);
    const id = item.reminders.find((r) => !r.isDefault)!.id;
    smtp.setDown(true);
    let at = new Date('2027-08-03T07:00:00Z').getTime();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await dispatchDue(deps, { now: new Date(at), maxAttempts: 6 });
      at += 2 * 60 * 60_000;
    }
    smtp.setDown(false);
    const row = rowsOf<{ outcome: string; last_error: string; reminded: boolean }>(
      await t.database.db.execute(
        sql`select outcome, last_error, reminded from fridge_items_reminders where id = ${id}::uuid`,
      ),
    )[0]!;
    expect(row).toMatchObject({ reminded: true, outcome: 'failed' });
    expect(row.last_error).toMatch(/^e-mail: .*451|^e-mail: .*not available/i);
  });
});

describe('Web Push', () => {
  it('sends one notification per item and device, encrypted and signed; a guest gets it', async () => {
    const visitor = await guest('Europe/Rome');
    const phone = push.subscribe();
    const laptop = push.subscribe();
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    expect((await visitor.post('/api/push/subscriptions', laptop)).status).toBe(201);
    // The same subscription again is not a second device.
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    const item = await addItem(visitor, 'lemons', '2027-09-01T10:00:00+02:00', 2);
    const report = await dispatchAt('2027-09-03T07:00:00Z');
    expect(report).toMatchObject({ claimed: 1, pushes: 2, emails: 0 });
    expect(push.messages.map((m) => m.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const message = push.messages[0]!;
    expect(message.ttl).toBe(43_200);
    expect(message.urgency).toBe('normal');
    expect(message.topic).toBe(item.id.replaceAll('-', ''));
    expect(message.vapidSubject).toMatch(/^mailto:/);
    const payload = JSON.parse(message.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Limoni: da consumare presto',
      tag: `item-${item.id}`,
      itemId: item.id,
      url: '/fridge',
      actions: { consumed: 'Consumato', snooze: 'Domani' },
    });
    expect(Buffer.byteLength(message.payload)).toBeLessThan(4096);
  });

  it('deletes a subscription the push service says is gone (410), and retries a 503', async () => {
    const visitor = await guest();
    const gone = push.subscribe();
    const busy = push.subscribe();
    await visitor.post('/api/push/subscriptions', gone);
    await visitor.post('/api/push/subscriptions', busy);
    push.respondWith(gone.endpoint, 410);
    push.respondWith(busy.endpoint, 503, 1);
    await addItem(visitor, 'mangoes', '2027-10-01T10:00:00+02:00', 2);
    const first = await dispatchAt('2027-10-03T07:00:00Z');
    expect(first).toMatchObject({ claimed: 1, pushes: 0, gone: 1, retrying: 1 });
    const left = rowsOf<{ endpoint: string }>(
      await t.database.db.execute(
        sql`select endpoint from push_subscriptions where endpoint in (${gone.endpoint}, ${busy.endpoint})`,
      ),
    );
    expect(left.map((r) => r.endpoint)).toEqual([busy.endpoint]);
    const second = await dispatchAt('2027-10-03T09:00:00Z');
    expect(second).toMatchObject({ claimed: 1, pushes: 1, retrying: 0 });
    expect(push.messages.filter((m) => m.endpoint === busy.endpoint)).toHaveLength(1);
  });

  it('sends nothing for an item eaten, thrown away or deleted', async () => {
    const visitor = await guest();
    await visitor.post('/api/push/subscriptions', push.subscribe());
    const eaten = await addItem(visitor, 'avocados', '2027-11-01T10:00:00+01:00', 2);
    const deleted = await addItem(visitor, 'broccoli', '2027-11-01T10:00:00+01:00', 2);
    expect((await visitor.call('PATCH', `/api/fridge-items/${eaten.id}`, { state: 'consumed' })).status).toBe(
      200,
    );
    expect((await visitor.call('DELETE', `/api/fridge-items/${deleted.id}`)).status).toBe(204);
    const report = await dispatchAt('2027-11-03T08:00:00Z');
    expect(report).toMatchObject({ claimed: 1, skipped: 1, pushes: 0 });
    expect(push.messages).toHaveLength(0);
  });
});

describe('reminder preferences', () => {
  type Prefs = { hour: number; daysBefore: number; quietDays: number[]; pushDigest: boolean };
  const save = (client: BrowserClient, prefs: Prefs) =>
    client.call<Prefs & { error?: { fields: { field: string; message: string }[] } }>(
      'PUT',
      '/api/account/reminder-preferences',
      prefs,
    );
  async function remindersOf(itemId: string) {
    return rowsOf<{
      at: Date;
      is_default: boolean;
      is_snooze: boolean;
      reminded: boolean;
      outcome: string | null;
    }>(
      await t.database.db.execute(sql`select reminder_datetime as at, is_default, is_snooze, reminded, outcome
        from fridge_items_reminders where fridge_item_id = ${itemId}::uuid order by reminder_datetime`),
    ).map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
  }

  it('are 09:00 on the last day, every day, one push per item until changed; a wrong one changes nothing', async () => {
    const visitor = await guest('Europe/Rome');
    const defaults = await visitor.get('/api/account/reminder-preferences');
    expect(defaults.body).toEqual({ hour: 9, daysBefore: 0, quietDays: [], pushDigest: false });
    for (const [wrong, field, message] of [
      [{ hour: 24, daysBefore: 0, quietDays: [], pushDigest: false }, 'hour', "Scegli un'ora tra 0 e 23"],
      [
        { hour: 9, daysBefore: 4, quietDays: [], pushDigest: false },
        'daysBefore',
        'Scegli tra 0 e 3 giorni prima',
      ],
      [
        { hour: 9, daysBefore: 0, quietDays: [1, 2, 3, 4, 5, 6, 7], pushDigest: false },
        'quietDays',
        'Lascia almeno un giorno per i promemoria',
      ],
      [
        { hour: 9, daysBefore: 0, quietDays: [6, 6], pushDigest: false },
        'quietDays',
        'Scegli giorni della settimana diversi',
      ],
    ] as const) {
      const answer = await save(visitor, wrong as unknown as Prefs);
      expect(answer.status).toBe(422);
      expect(answer.body.error!.fields).toEqual([{ field, message }]);
    }
    expect((await visitor.get('/api/account/reminder-preferences')).body).toEqual(defaults.body);
  });

  it('set the hour and the days before the end, skip quiet days, and move the reminders still to come', async () => {
    const visitor = await guest('Europe/Rome');
    // Reminders at 18:00, two days before the end, never on Saturdays.
    expect(
      (await save(visitor, { hour: 18, daysBefore: 2, quietDays: [6], pushDigest: false })).body,
    ).toEqual({
      hour: 18,
      daysBefore: 2,
      quietDays: [6],
      pushDigest: false,
    });
    // Pears (6 days) from Tuesday 1 June 2027: their last day is Monday 7 June. Two days before is Saturday,
    // a quiet day: the reminder comes on Sunday 6 June at 18:00 in Rome (16:00 UTC). The custom one, on
    // Thursday 3 June, comes at 18:00 too.
    const item = await addItem(visitor, 'pears', '2027-06-01T10:00:00+02:00', 2);
    expect((await remindersOf(item.id)).map((r) => [r.at, r.is_default])).toEqual([
      ['2027-06-03T16:00:00.000Z', false],
      ['2027-06-06T16:00:00.000Z', true],
    ]);
    // Back to the morning of the last day: both reminders move, the custom one staying on its day.
    await save(visitor, { hour: 8, daysBefore: 0, quietDays: [], pushDigest: false });
    expect((await remindersOf(item.id)).map((r) => [r.at, r.is_default])).toEqual([
      ['2027-06-03T06:00:00.000Z', false],
      ['2027-06-07T06:00:00.000Z', true],
    ]);
    // Nobody else's reminders moved.
    const other = await guest('Europe/Rome');
    const theirs = await addItem(other, 'pears', '2027-06-01T10:00:00+02:00');
    expect((await remindersOf(theirs.id)).map((r) => r.at)).toEqual(['2027-06-07T07:00:00.000Z']);
  });

  it('keep quiet days when the dispatcher runs: what falls due on one comes the next day that is not', async () => {
    const visitor = await guest('Europe/Rome');
    const phone = push.subscribe();
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    // Lemons from Wednesday 1 September 2027, reminded two days later: Friday 3 September at 09:00.
    const item = await addItem(visitor, 'lemons', '2027-09-01T10:00:00+02:00', 2);
    // Then Fridays become quiet.
    await save(visitor, { hour: 9, daysBefore: 0, quietDays: [5], pushDigest: false });
    const friday = await dispatchAt('2027-09-03T07:00:00Z');
    expect(friday).toMatchObject({ claimed: 1, postponed: 1, pushes: 0 });
    expect(push.messages).toHaveLength(0);
    const custom = (await remindersOf(item.id)).find((r) => !r.is_default)!;
    expect(custom).toMatchObject({ at: '2027-09-04T07:00:00.000Z', reminded: false });
    expect((await dispatchAt('2027-09-04T06:59:59Z')).claimed).toBe(0);
    expect(await dispatchAt('2027-09-04T07:00:00Z')).toMatchObject({ claimed: 1, pushes: 1 });
    expect(push.messages.map((m) => m.endpoint)).toEqual([phone.endpoint]);
  });

  it('send one push for everything due together when the user chose a digest', async () => {
    const visitor = await guest('Europe/Rome');
    const phone = push.subscribe();
    await visitor.post('/api/push/subscriptions', phone);
    await save(visitor, { hour: 9, daysBefore: 0, quietDays: [], pushDigest: true });
    await addItem(visitor, 'lemons', '2027-10-01T10:00:00+02:00', 2);
    await addItem(visitor, 'carrots', '2027-10-01T11:00:00+02:00', 2);
    expect(await dispatchAt('2027-10-03T07:00:00Z')).toMatchObject({ claimed: 2, pushes: 1 });
    const payload = JSON.parse(push.messages[0]!.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: '2 alimenti da consumare presto',
      body: 'Limoni e Carote. Tocca per aprire il frigo.',
      url: '/fridge',
      actions: { open: 'Apri il frigo' },
    });
    expect(payload.itemId).toBeUndefined();
  });

  it('never send more than two reminders for an item already past its end, and refuse a third snooze then', async () => {
    const visitor = await guest('Europe/Rome');
    await visitor.post('/api/push/subscriptions', push.subscribe());
    // Pears from 1 June 2027 end on 7 June; two reminders already came after that.
    const item = await addItem(visitor, 'pears', '2027-06-01T10:00:00+02:00');
    await t.database.db.execute(sql`insert into fridge_items_reminders
        (fridge_item_id, reminder_datetime, reminded, reminded_at, outcome)
      values (${item.id}::uuid, '2027-06-08T07:00:00Z', true, '2027-06-08T07:00:05Z', 'sent'),
             (${item.id}::uuid, '2027-06-09T07:00:00Z', true, '2027-06-09T07:00:05Z', 'sent'),
             (${item.id}::uuid, '2027-06-10T07:00:00Z', false, null, null)`);
    await t.database.db.execute(sql`update fridge_items_reminders set reminded = true, outcome = 'sent',
        reminded_at = reminder_datetime where fridge_item_id = ${item.id}::uuid and is_default`);
    const report = await dispatchAt('2027-06-10T07:00:00Z');
    expect(report).toMatchObject({ claimed: 1, enough: 1, pushes: 0 });
    expect(push.messages).toHaveLength(0);
    expect((await remindersOf(item.id)).at(-1)).toMatchObject({ reminded: true, outcome: 'enough' });
    const snooze = await visitor.call<{ error: { message: string } }>(
      'POST',
      `/api/fridge-items/${item.id}/snooze`,
    );
    expect(snooze.status).toBe(409);
    expect(snooze.body.error.message).toBe('Questo alimento ha già avuto i suoi promemoria dopo la scadenza');
  });

  it('snooze to tomorrow at the user’s hour exactly once, however many times it is asked', async () => {
    const visitor = await guest('Europe/Rome');
    const phone = push.subscribe();
    await visitor.post('/api/push/subscriptions', phone);
    const item = await addItem(visitor, 'carrots', new Date().toISOString());
    for (let i = 0; i < 3; i++) {
      const answer = await visitor.call<{ reminders: { isSnooze: boolean; reminderDatetime: string }[] }>(
        'POST',
        `/api/fridge-items/${item.id}/snooze`,
      );
      expect(answer.status).toBe(200);
    }
    const snoozes = (await remindersOf(item.id)).filter((r) => r.is_snooze);
    expect(snoozes).toHaveLength(1);
    const tomorrow = snoozedUntil(new Date(), DEFAULT_REMINDER_PREFERENCES, 'Europe/Rome').toISOString();
    expect(snoozes[0]!.at).toBe(tomorrow);
    expect(await dispatchAt(tomorrow)).toMatchObject({ claimed: 1, pushes: 1 });
    expect(await dispatchAt(tomorrow)).toMatchObject({ claimed: 0, pushes: 0 });
    expect(push.messages).toHaveLength(1);
    // Another user cannot snooze it.
    const intruder = await guest();
    expect((await intruder.call('POST', `/api/fridge-items/${item.id}/snooze`)).status).toBe(404);
  });
});
