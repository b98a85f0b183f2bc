// Reminders that arrive: at 09:00 in the user's zone, by e-mail to a real SMTP server and by Web Push
// to a real push service on loopback (which decrypts the payload and checks the VAPID signature), never twice.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { useReminderHarness } from '../../../tests/support/reminder-harness';
import { rowsOf } from '../db/client';
import { dispatchDue } from './dispatcher';
import { unsubscribeToken } from './unsubscribe-token';

const h = useReminderHarness();
let users = 0;

async function verifiedUser(options: { lang?: string; timeZone?: string } = {}) {
  const client = browserClient(h.t, options);
  const email = `reminders-${++users}-${Date.now()}@example.com`;
  const id = await signUpVerified(h.t, client, email, 'sacchetti-freschi-2026');
  return { client, email, id };
}

async function reminderRow(id: string) {
  return rowsOf<{ reminded: boolean; outcome: string | null; attempts: number }>(
    await h.t.database.db.execute(
      sql`select reminded, outcome, attempts from fridge_items_reminders where id = ${id}::uuid`,
    ),
  )[0]!;
}

describe('delivery time', () => {
  it('arrives at 09:00 in Rome on the day the clocks go forward, not a second earlier', async () => {
    const { client, email } = await verifiedUser({ timeZone: 'Europe/Rome' });
    // 28 March 2027 is the day Europe moves to summer time: 09:00 there is 07:00 UTC.
    const item = await h.addItem(client, 'carrots', '2027-03-26T10:00:00+01:00', 2);
    const custom = item.reminders.find((r) => !r.isDefault)!;
    expect(custom.reminderDatetime).toBe('2027-03-28T07:00:00.000Z');

    expect((await h.dispatchAt('2027-03-28T06:59:59Z')).claimed).toBe(0);
    expect(h.mailsTo(email)).toHaveLength(0);
    const report = await h.dispatchAt('2027-03-28T07:00:00Z');
    expect(report).toMatchObject({ claimed: 1, emails: 1 });
    const [mail] = h.mailsTo(email);
    expect(mail!.subject).toBe('Carote: da consumare entro il 20 aprile 2027');
    expect(mail!.decoded).toContain('Carote, sacchetto M: da consumare entro il 20 aprile 2027');
    expect(mail!.decoded).toContain('http://localhost:3000/fridge');
    // The best idea to use it up, linked to where it opens in the app.
    expect(mail!.decoded).toContain(
      "Un'idea per consumarlo in tempo:\r\n\r\n- Succo di mandarini e carote (Carote): http://localhost:3000/fridge?idea=mandarin-carrot-juice",
    );
    expect(mail!.decoded).toContain(
      '<a href="http://localhost:3000/fridge?idea=mandarin-carrot-juice" style="color:#1c6130">Succo di mandarini e carote (Carote)</a>',
    );
    expect(await reminderRow(custom.id)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it('arrives at 09:00 in New York on the day the clocks change there', async () => {
    const { client, email } = await verifiedUser({ lang: 'en', timeZone: 'America/New_York' });
    // 14 March 2027: New York moves to daylight time; 09:00 EDT is 13:00 UTC.
    const item = await h.addItem(client, 'lettuce', '2027-03-12T10:00:00-05:00', 2);
    expect(item.reminders.find((r) => !r.isDefault)!.reminderDatetime).toBe('2027-03-14T13:00:00.000Z');
    expect((await h.dispatchAt('2027-03-14T12:59:59Z')).claimed).toBe(0);
    await h.dispatchAt('2027-03-14T13:00:00Z');
    const [mail] = h.mailsTo(email);
    expect(mail!.subject).toMatch(/^Lettuce: best eaten by \d+ March 2027$/);
  });
});

describe('e-mail', () => {
  it('sends one e-mail for two reminders due together, with a one-click unsubscribe that works', async () => {
    const { client, email, id } = await verifiedUser({ timeZone: 'Europe/Rome' });
    await h.addItem(client, 'mandarins', '2027-05-01T10:00:00+02:00', 5);
    await h.addItem(client, 'red-cabbage', '2027-05-01T12:00:00+02:00', 5);
    const report = await h.dispatchAt('2027-05-06T07:00:00Z');
    expect(report).toMatchObject({ claimed: 2, emails: 1 });
    const mails = h.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 alimenti nel tuo frigo da consumare presto');
    expect(mails[0]!.decoded).toContain('Mandarini, sacchetto M');
    expect(mails[0]!.decoded).toContain('Cavolo rosso, sacchetto M');
    expect(mails[0]!.decoded).toContain(
      [
        'Idee per consumarli in tempo:',
        '',
        '- Spicchi di mandarino con yogurt e miele (Mandarini): http://localhost:3000/fridge?idea=mandarin-yogurt',
        '- Cavolo rosso stufato (Cavolo rosso): http://localhost:3000/fridge?idea=braised-red-cabbage',
      ].join('\r\n'),
    );
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/html/);
    expect(mails[0]!.messageId).toMatch(/^<reminders\.[0-9a-f]{32}@localhost>$/);
    expect(mails[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // RFC 8058: the mail provider posts the form to the header's URL, from its own servers, with no cookie.
    const link = /^<(.+)>$/.exec(mails[0]!.header('List-Unsubscribe'))![1]!;
    const res = await h.t.request(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const settings = await client.get<{ emailReminders: boolean }>('/api/account/notifications');
    expect(settings.body).toMatchObject({ emailReminders: false, emailVerified: true });
    expect(
      rowsOf<{ email_reminders: boolean }>(
        await h.t.database.db.execute(sql`select email_reminders from users where id = ${id}`),
      )[0]!.email_reminders,
    ).toBe(false);
  });

  it("keeps a user's reminders due together in one e-mail even when a batch holds only one", async () => {
    const { client, email } = await verifiedUser();
    await h.addItem(client, 'radishes', '2027-05-10T10:00:00+02:00', 2);
    await h.addItem(client, 'lemons', '2027-05-10T11:00:00+02:00', 2);
    await h.addItem(client, 'carrots', '2027-05-10T12:00:00+02:00', 2);
    const report = await dispatchDue(h.deps, { now: new Date('2027-05-12T07:00:00Z'), batchSize: 1 });
    expect(report).toMatchObject({ claimed: 3, emails: 1 });
    expect(h.mailsTo(email)).toHaveLength(1);
    expect(h.mailsTo(email)[0]!.subject).toBe('3 alimenti nel tuo frigo da consumare presto');
  });

  it('stops claiming once its instance shuts down: what it claimed is sent, the rest waits for the others', async () => {
    const users = [await verifiedUser(), await verifiedUser(), await verifiedUser()];
    for (const { client } of users) await h.addItem(client, 'radishes', '2027-05-20T10:00:00+02:00', 2);
    const now = new Date('2027-05-22T07:00:00Z');
    const stopping = new AbortController();
    let reads = 0;
    // The signal comes while the first batch is being claimed.
    const clock = () => {
      if (++reads === 2) stopping.abort();
      return now;
    };
    const first = await dispatchDue(h.deps, { clock, batchSize: 1, signal: stopping.signal });
    expect(first).toMatchObject({ claimed: 1, emails: 1 });
    const rest = await dispatchDue(h.deps, { now, batchSize: 1 });
    expect(rest).toMatchObject({ claimed: 2, emails: 2 });
    for (const { email } of users) expect(h.mailsTo(email)).toHaveLength(1);
  });

  it('an unsubscribe token cannot be forged for another user', async () => {
    const victim = await verifiedUser();
    const attacker = await verifiedUser();
    const own = unsubscribeToken(h.deps.unsubscribeSecret, attacker.id);
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
      const res = await h.t.request('http://localhost:3000/api/email/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ token }),
      });
      expect({ status: res.status, body: await res.json() }, token).toMatchObject({
        status,
        body: { error: { code, fields: [{ field: 'token', message: 'This link is not valid' }] } },
      });
    }
    const bad = await h.t.request(`http://localhost:3000/api/email/unsubscribe?token=${forged}`, {
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
    await h.t.database.db.execute(sql`update users set email_verified = false where id = ${unverified.id}`);
    const off = await verifiedUser();
    expect(
      (await off.client.call('PUT', '/api/account/notifications', { emailReminders: false })).status,
    ).toBe(200);
    const visitor = await h.guest();
    const reminders = [];
    for (const client of [unverified.client, off.client, visitor]) {
      reminders.push((await h.addItem(client, 'pears', '2027-06-01T10:00:00+02:00', 2)).reminders);
    }
    const report = await h.dispatchAt('2027-06-03T07:00:00Z');
    expect(report).toMatchObject({ claimed: 3, emails: 0, unreachable: 3 });
    expect(h.smtp.messages).toHaveLength(0);
    const custom = reminders.map((list) => list.find((r) => !r.isDefault)!.id);
    for (const id of custom) expect(await reminderRow(id)).toMatchObject({ outcome: 'no_channel' });
  });

  it('retries while the SMTP server is down, then delivers once', async () => {
    const { client, email } = await verifiedUser();
    const item = await h.addItem(client, 'grapes', '2027-07-01T10:00:00+02:00', 2);
    const id = item.reminders.find((r) => !r.isDefault)!.id;
    h.smtp.setDown(true);
    const first = await h.dispatchAt('2027-07-03T07:00:00Z');
    expect(first).toMatchObject({ claimed: 1, emails: 0, retrying: 1 });
    // Not yet time for the next try.
    expect((await h.dispatchAt('2027-07-03T07:00:10Z')).claimed).toBe(0);
    const second = await h.dispatchAt('2027-07-03T08:00:00Z');
    expect(second).toMatchObject({ claimed: 1, retrying: 1 });
    h.smtp.setDown(false);
    expect(await h.dispatchAt('2027-07-03T10:00:00Z')).toMatchObject({ claimed: 1, emails: 1, retrying: 0 });
    expect(h.mailsTo(email)).toHaveLength(1);
    expect(await reminderRow(id)).toMatchObject({ reminded: true, outcome: 'sent', attempts: 3 });
    // Claimed again (as after a crash that lost the closing update): the recorded delivery is not repeated.
    await h.t.database.db.execute(
      sql`update fridge_items_reminders set reminded = false, lease_until = null where id = ${id}::uuid`,
    );
    expect(await h.dispatchAt('2027-07-03T11:00:00Z')).toMatchObject({ claimed: 1, emails: 0 });
    expect(h.mailsTo(email)).toHaveLength(1);
  });

  it('gives up after the last attempt and says why', async () => {
    const { client } = await verifiedUser();
    const item = await h.addItem(client, 'peaches', '2027-08-01T10:00:00+02:00', 2);
    const id = item.reminders.find((r) => !r.isDefault)!.id;
    h.smtp.setDown(true);
    let at = new Date('2027-08-03T07:00:00Z').getTime();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await dispatchDue(h.deps, { now: new Date(at), maxAttempts: 6 });
      at += 2 * 60 * 60_000;
    }
    h.smtp.setDown(false);
    const row = rowsOf<{ outcome: string; last_error: string; reminded: boolean }>(
      await h.t.database.db.execute(
        sql`select outcome, last_error, reminded from fridge_items_reminders where id = ${id}::uuid`,
      ),
    )[0]!;
    expect(row).toMatchObject({ reminded: true, outcome: 'failed' });
    expect(row.last_error).toMatch(/^e-mail: .*451|^e-mail: .*not available/i);
  });
});

describe('Web Push', () => {
  it('sends one notification per item and device, encrypted and signed; a guest gets it', async () => {
    const visitor = await h.guest('Europe/Rome');
    const phone = h.push.subscribe();
    const laptop = h.push.subscribe();
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    expect((await visitor.post('/api/push/subscriptions', laptop)).status).toBe(201);
    // The same subscription again is not a second device.
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    const item = await h.addItem(visitor, 'lemons', '2027-09-01T10:00:00+02:00', 2);
    const report = await h.dispatchAt('2027-09-03T07:00:00Z');
    expect(report).toMatchObject({ claimed: 1, pushes: 2, emails: 0 });
    expect(h.push.messages.map((m) => m.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const message = h.push.messages[0]!;
    expect(message.ttl).toBe(43_200);
    expect(message.urgency).toBe('normal');
    expect(message.topic).toBe(item.id.replaceAll('-', ''));
    expect(message.vapidSubject).toMatch(/^mailto:/);
    // A declarative push message: Safari shows it without the service worker, which other browsers run.
    const payload = JSON.parse(message.payload) as Record<string, unknown>;
    const publicUrl = h.t.deps.env.publicUrl;
    expect(payload).toEqual({
      web_push: 8030,
      notification: {
        title: 'Limoni: da consumare presto',
        body: 'Sacchetto M, da consumare entro il 22 settembre 2027. Idea: Limonata fatta in casa.',
        lang: 'it',
        dir: 'ltr',
        navigate: `${publicUrl}/fridge?idea=lemonade`,
        tag: `item-${item.id}`,
        icon: `${publicUrl}/icons/icon-192.png`,
        silent: false,
        app_badge: 1,
        mutable: true,
        data: { itemId: item.id, actions: { consumed: 'Consumato', snooze: 'Domani' } },
      },
      app_badge: 1,
      mutable: true,
    });
    expect(Buffer.byteLength(message.payload)).toBeLessThan(4096);
  });

  it('deletes a subscription the push service says is gone (404, 410), and retries a 503', async () => {
    const visitor = await h.guest();
    const gone = h.push.subscribe();
    const unknown = h.push.subscribe();
    const busy = h.push.subscribe();
    await visitor.post('/api/push/subscriptions', gone);
    await visitor.post('/api/push/subscriptions', unknown);
    await visitor.post('/api/push/subscriptions', busy);
    h.push.respondWith(gone.endpoint, 410);
    h.push.respondWith(unknown.endpoint, 404);
    h.push.respondWith(busy.endpoint, 503, 1);
    await h.addItem(visitor, 'mangoes', '2027-10-01T10:00:00+02:00', 2);
    const first = await h.dispatchAt('2027-10-03T07:00:00Z');
    expect(first).toMatchObject({ claimed: 1, pushes: 0, gone: 2, retrying: 1 });
    const left = rowsOf<{ endpoint: string }>(
      await h.t.database.db.execute(
        sql`select endpoint from push_subscriptions
          where endpoint in (${gone.endpoint}, ${unknown.endpoint}, ${busy.endpoint})`,
      ),
    );
    expect(left.map((r) => r.endpoint)).toEqual([busy.endpoint]);
    const second = await h.dispatchAt('2027-10-03T09:00:00Z');
    expect(second).toMatchObject({ claimed: 1, pushes: 1, retrying: 0 });
    expect(h.push.messages.filter((m) => m.endpoint === busy.endpoint)).toHaveLength(1);
  });

  it('sends nothing for an item eaten, thrown away or deleted', async () => {
    const visitor = await h.guest();
    await visitor.post('/api/push/subscriptions', h.push.subscribe());
    const eaten = await h.addItem(visitor, 'avocados', '2027-11-01T10:00:00+01:00', 2);
    const deleted = await h.addItem(visitor, 'broccoli', '2027-11-01T10:00:00+01:00', 2);
    expect((await visitor.call('PATCH', `/api/fridge-items/${eaten.id}`, { state: 'consumed' })).status).toBe(
      200,
    );
    expect((await visitor.call('DELETE', `/api/fridge-items/${deleted.id}`)).status).toBe(204);
    const report = await h.dispatchAt('2027-11-03T08:00:00Z');
    expect(report).toMatchObject({ claimed: 1, skipped: 1, pushes: 0 });
    expect(h.push.messages).toHaveLength(0);
  });
});
