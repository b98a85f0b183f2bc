// A dispatch pass while the world moves on: its lease running out mid-send, the item or the account deleted
// between the claim and the send. Sends are held at the SMTP client until the test lets them go.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { useReminderHarness } from '../../../tests/support/reminder-harness';
import { rowsOf } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { dispatchDue } from './dispatcher';

const password = 'sacchetti-freschi-2026';
const DUE = '2027-06-12T07:00:00.000Z';
const LEASE_MS = 60_000;

const h = useReminderHarness();
let users = 0;

/** A mailer that holds every send until `release()`; `sending` resolves when the first send is asked for. */
function heldMailer() {
  let release!: () => void;
  let started!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sending = new Promise<void>((resolve) => (started = resolve));
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message: MailMessage) {
      started();
      await released;
      await h.deps.mailer.send(message);
    },
    close() {},
  };
  return { mailer, sending, release };
}

/** A verified user with one item whose reminder is due at DUE; returns the reminder's id. */
async function userWithDueReminder(): Promise<{
  client: BrowserClient;
  email: string;
  itemId: string;
  reminderId: string;
}> {
  const client = browserClient(h.t, { lang: 'en', timeZone: 'Europe/Rome' });
  const email = `races-${++users}-${Date.now()}@example.com`;
  await signUpVerified(h.t, client, email, password);
  const item = await h.addItem(client, 'carrots', '2027-06-10T10:00:00+02:00', 2);
  const custom = item.reminders.find((r) => !r.isDefault)!;
  expect(custom.reminderDatetime).toBe(DUE);
  return { client, email, itemId: item.id, reminderId: custom.id };
}

async function reminder(id: string) {
  return rowsOf<{ reminded: boolean; outcome: string | null; attempts: number }>(
    await h.t.database.db.execute(
      sql`select reminded, outcome, attempts from fridge_items_reminders where id = ${id}::uuid`,
    ),
  )[0];
}

async function deliveries(reminderId: string) {
  return rowsOf<{ channel: string; message_id: string | null }>(
    await h.t.database.db.execute(
      sql`select channel, message_id from reminder_deliveries where reminder_id = ${reminderId}::uuid`,
    ),
  );
}

describe('a dispatch pass', () => {
  it('whose lease runs out while it sends: another takes the reminder over, one delivery is recorded, the repeat carries the same Message-ID', async () => {
    const { email, reminderId } = await userWithDueReminder();
    const held = heldMailer();
    const slow = dispatchDue({ ...h.deps, mailer: held.mailer }, { now: new Date(DUE), leaseMs: LEASE_MS });
    await held.sending;

    // Within the lease nobody else may take it; once it has run out, another dispatcher does.
    const within = await dispatchDue(h.deps, {
      now: new Date(Date.parse(DUE) + LEASE_MS - 1000),
      leaseMs: LEASE_MS,
    });
    expect(within.claimed).toBe(0);
    const after = await dispatchDue(h.deps, { now: new Date(Date.parse(DUE) + LEASE_MS), leaseMs: LEASE_MS });
    expect(after).toMatchObject({ claimed: 1, emails: 1, retrying: 0, failed: 0 });
    expect(await reminder(reminderId)).toMatchObject({ reminded: true, outcome: 'sent', attempts: 2 });

    // The first dispatcher's send goes through late; it neither reopens nor records the reminder twice.
    held.release();
    expect(await slow).toMatchObject({ claimed: 1, emails: 1, retrying: 0, failed: 0 });
    expect(await reminder(reminderId)).toMatchObject({ reminded: true, outcome: 'sent', attempts: 2 });
    expect(await deliveries(reminderId)).toHaveLength(1);
    const sent = h.mailsTo(email);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.messageId).toBe(sent[1]!.messageId);
    expect((await dispatchDue(h.deps, { now: new Date(Date.parse(DUE) + 10 * LEASE_MS) })).claimed).toBe(0);
  });

  it('during which another reminder of the same user falls due sends them one e-mail that day, not two', async () => {
    const { client, email } = await userWithDueReminder();
    const pears = await h.addItem(client, 'pears', '2027-06-10T10:00:00+02:00', 2);
    const laterId = pears.reminders.find((r) => !r.isDefault)!.id;
    const later = new Date(Date.parse(DUE) + 10 * 60_000);
    await h.t.database.db.execute(
      sql`update fridge_items_reminders set reminder_datetime = ${later.toISOString()}::timestamptz
        where id = ${laterId}::uuid`,
    );
    // The pass reads the clock as it starts and at each claim: its first claim is at DUE, its next one
    // after the pears' reminder has fallen due, while the first batch is still on its way to the e-mail.
    let readings = 0;
    const clock = () => new Date(readings++ < 2 ? Date.parse(DUE) : later.getTime() + 60_000);
    // Leases long enough that the claims stay the pass's own as its clock moves on.
    const pass = await dispatchDue(h.deps, { clock, leaseMs: 3_600_000 });
    expect(pass).toMatchObject({ emails: 1, failed: 0 });
    expect(h.mailsTo(email)).toHaveLength(1);
    await h.dispatchAt('2027-06-13T07:00:00Z');
    // The pears are in one e-mail, whichever of the pass's steps reaches the database first. Usually the
    // pass claims their reminder as it falls due, and the next day's e-mail names it (today's was on its
    // way): the race this is about. On a busy machine the first batch may already have taken it in as due
    // later that day (later-today.ts), and today's one e-mail names it.
    const mails = h.mailsTo(email);
    expect(mails[0]!.decoded).toContain('Carrots');
    expect(mails.filter((mail) => mail.decoded.includes('Pears'))).toHaveLength(1);
    if (mails.length > 1)
      expect(mails.map((m) => m.subject)).toEqual([expect.any(String), expect.stringMatching(/^Pears/)]);
    expect(mails.length).toBeLessThanOrEqual(2);
    expect(await reminder(laterId)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it('whose item is deleted while it sends finishes without error and leaves no row behind', async () => {
    const { client, reminderId, itemId } = await userWithDueReminder();
    const held = heldMailer();
    const pass = dispatchDue({ ...h.deps, mailer: held.mailer }, { now: new Date(DUE) });
    await held.sending;
    expect((await client.call('DELETE', `/api/fridge-items/${itemId}`)).status).toBe(204);
    held.release();
    expect(await pass).toMatchObject({ claimed: 1, retrying: 0, failed: 0 });
    expect(await reminder(reminderId)).toBeUndefined();
    expect(await deliveries(reminderId)).toEqual([]);
  });

  it('whose user deletes the account while it sends finishes without error and leaves no row behind', async () => {
    const { client, reminderId } = await userWithDueReminder();
    const held = heldMailer();
    const pass = dispatchDue({ ...h.deps, mailer: held.mailer }, { now: new Date(DUE) });
    await held.sending;
    expect((await client.call('DELETE', '/api/account', { password })).status).toBe(200);
    held.release();
    expect(await pass).toMatchObject({ claimed: 1, retrying: 0, failed: 0 });
    expect(await reminder(reminderId)).toBeUndefined();
    expect(await deliveries(reminderId)).toEqual([]);
  });
});
