// A household's reminders: every member who has them on is reminded of the shared fridge's items, each on
// their own channels and in their own language, at most one e-mail a day, never twice for one item.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { household, invite } from '../../../tests/support/households';
import { member } from '../../../tests/support/members';
import { householdReminderHelpers } from '../../../tests/support/household-reminders';
import { useReminderHarness } from '../../../tests/support/reminder-harness';
import { rowsOf } from '../db/client';
import { snoozeItem } from '../fridge/item-reminders';
import { leaseLaterToday, release } from './later-today';

const h = useReminderHarness();
const { addItem, reminderRow, subscribe, savePreferences } = householdReminderHelpers(h);

describe("a household's reminders", () => {
  it('reach every member who has them on, each on their own devices, once', async () => {
    const { owner, members } = await household(h.t, 2);
    const [cook, quiet] = members as [(typeof members)[0], (typeof members)[0]];
    expect(
      (await quiet.client.call('PUT', '/api/account/notifications', { emailReminders: false })).status,
    ).toBe(200);
    const cooksPhone = await subscribe(cook.client);
    const item = await addItem(owner.client, 'carrots');

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 1, emails: 2, pushes: 1 });
    expect(h.mailsTo(owner.email)).toHaveLength(1);
    expect(h.mailsTo(cook.email)).toHaveLength(1);
    expect(h.mailsTo(cook.email)[0]!.subject).toMatch(/^Carrots/);
    expect(h.mailsTo(quiet.email)).toHaveLength(0);
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([cooksPhone.endpoint]);
    expect(await reminderRow(item.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });

    // Claimed again (as after a crash before closing), nobody hears of it twice.
    await h.t.database.db.execute(
      sql`update fridge_items_reminders set reminded = false, outcome = null where id = ${item.customReminder}::uuid`,
    );
    expect(await h.dispatchAt('2027-06-03T07:05:00Z')).toMatchObject({ claimed: 1, emails: 0, pushes: 0 });
    expect(h.smtp.messages).toHaveLength(2);
    expect(h.push.messages).toHaveLength(1);
  });

  it('still reach the members when whoever added the item has gone', async () => {
    const { owner, members } = await household(h.t, 1);
    const item = await addItem(members[0]!.client, 'pears');
    expect((await members[0]!.client.post('/api/household/leave')).status).toBe(200);

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 1, emails: 1 });
    expect(h.mailsTo(owner.email)).toHaveLength(1);
    expect(h.mailsTo(members[0]!.email)).toHaveLength(0);
    expect(await reminderRow(item.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it('make one e-mail a day for each member, at their own hour, naming what the others added', async () => {
    const { owner, members } = await household(h.t, 1);
    const early = members[0]!;
    await savePreferences(early.client, { hour: 7 });
    // The owner's carrots are due at 09:00 in Rome, the early riser's pears at 07:00.
    const carrots = await addItem(owner.client, 'carrots');
    const pears = await addItem(early.client, 'pears');

    // At 07:00 the early riser's e-mail names both; the owner's pears wait for 09:00.
    expect(await h.dispatchAt('2027-06-03T05:00:00Z')).toMatchObject({ claimed: 1, emails: 1, postponed: 1 });
    expect(h.mailsTo(owner.email)).toHaveLength(0);
    expect(await reminderRow(carrots.customReminder)).toMatchObject({ reminded: false });
    expect(await reminderRow(pears.customReminder)).toMatchObject({ at: '2027-06-03T07:00:00.000Z' });

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 2, emails: 1 });
    for (const email of [owner.email, early.email]) {
      const mails = h.mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.decoded).toContain('Carrots');
      expect(mails[0]!.decoded).toContain('Pears');
    }
    expect(await reminderRow(carrots.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });
    expect(await reminderRow(pears.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it("keep to one e-mail a day for a member already e-mailed: the phone at once, the next day's e-mail after", async () => {
    const { owner, members } = await household(h.t, 1);
    const early = members[0]!;
    await savePreferences(early.client, { hour: 7 });
    const earlyPhone = await subscribe(early.client);
    await addItem(early.client, 'pears');
    // At 07:00 in Rome the early riser's e-mail of the day names the pears: nothing else falls due that day.
    expect(await h.dispatchAt('2027-06-03T05:00:00Z')).toMatchObject({ claimed: 1, emails: 1, pushes: 1 });

    // The owner's carrots, added after it, fall due at 09:00 that same day, the owner's hour for the pears.
    const carrots = await addItem(owner.client, 'carrots');
    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 2, emails: 1, pushes: 1 });
    expect(h.mailsTo(owner.email)).toHaveLength(1);
    expect(h.mailsTo(early.email)).toHaveLength(1);
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([earlyPhone.endpoint, earlyPhone.endpoint]);
    // The early riser's e-mail of the next day names them, at 07:00.
    expect(await reminderRow(carrots.customReminder)).toMatchObject({
      reminded: false,
      at: '2027-06-04T05:00:00.000Z',
    });
    expect(await h.dispatchAt('2027-06-04T05:00:00Z')).toMatchObject({ claimed: 1, emails: 1, pushes: 0 });
    const mails = h.mailsTo(early.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Carrots/);
    expect(h.mailsTo(owner.email)).toHaveLength(1);
    expect(await reminderRow(carrots.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it('stop for a member who has left', async () => {
    const { owner, members } = await household(h.t, 1);
    await addItem(owner.client, 'carrots');
    expect((await members[0]!.client.post('/api/household/leave')).status).toBe(200);

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 1, emails: 1 });
    expect(h.mailsTo(members[0]!.email)).toHaveLength(0);
  });

  it('close once every member has it, whatever quiet days the others keep', async () => {
    const { owner, members } = await household(h.t, 1);
    // Thursday 3 June 2027 is the member's quiet day, Friday the owner's.
    await savePreferences(members[0]!.client, { quietDays: [4] });
    await savePreferences(owner.client, { quietDays: [5] });
    const item = await addItem(owner.client, 'carrots');

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ emails: 1, postponed: 1 });
    expect(await h.dispatchAt('2027-06-04T07:00:00Z')).toMatchObject({ emails: 1, postponed: 0 });
    expect(h.mailsTo(members[0]!.email)).toHaveLength(1);
    expect(await reminderRow(item.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it("come again after a snooze moves a reminder that a day's e-mail already named", async () => {
    const { owner, members } = await household(h.t, 1);
    const member = members[0]!;
    await savePreferences(owner.client, { hour: 7 });
    await savePreferences(member.client, { hour: 7 });
    // The owner's pears are due at 07:00 in Rome on Thursday; the member's carrots wait, snoozed, for 09:00.
    await addItem(owner.client, 'pears');
    const carrots = await addItem(member.client, 'carrots');
    await h.t.database.db.execute(sql`update fridge_items_reminders set reminded = true, outcome = 'skipped'
      where id = ${carrots.customReminder}::uuid`);
    await h.t.database.db.execute(sql`insert into fridge_items_reminders
      (fridge_item_id, reminder_datetime, is_snooze) values (${carrots.id}::uuid, '2027-06-03T07:00:00Z', true)`);

    // Both members' e-mails of the day name the carrots too.
    expect(await h.dispatchAt('2027-06-03T05:00:00Z')).toMatchObject({ emails: 2 });
    expect(h.mailsTo(owner.email)[0]!.decoded).toContain('Carrots');
    // At 08:00 the member asks for them tomorrow: Friday at 07:00, and both hear of them again then.
    await snoozeItem(
      h.t.database.db,
      { id: member.id, timeZone: 'Europe/Rome' },
      carrots.id,
      new Date('2027-06-03T06:00:00Z'),
    );
    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 0 });
    expect(await h.dispatchAt('2027-06-04T05:00:00Z')).toMatchObject({ claimed: 1, emails: 2 });
    expect(h.mailsTo(owner.email)).toHaveLength(2);
    expect(h.mailsTo(member.email)).toHaveLength(2);
  });

  it("give back a later reminder leased for a day's e-mail only under that lease", async () => {
    const { owner } = await household(h.t, 0);
    const item = await addItem(owner.client, 'carrots');
    const now = new Date('2027-06-03T05:00:00Z');
    const [leased] = await leaseLaterToday(
      h.t.database.db,
      [{ userId: owner.id, until: new Date('2027-06-03T22:00:00Z') }],
      now,
      60_000,
    );
    expect(leased).toMatchObject({ reminderId: item.customReminder, userId: owner.id });
    // The lease ran out and another dispatcher claimed the reminder: its lease is not ours to clear.
    const theirs = new Date('2027-06-03T07:05:00Z');
    await h.t.database.db
      .execute(sql`update fridge_items_reminders set lease_until = ${theirs.toISOString()}::timestamptz
      where id = ${item.customReminder}::uuid`);
    await release(h.t.database.db, [item.customReminder], leased!.leaseUntil);
    const [row] = rowsOf<{ lease_until: string | Date | null }>(
      await h.t.database.db.execute(
        sql`select lease_until from fridge_items_reminders where id = ${item.customReminder}::uuid`,
      ),
    );
    expect(new Date(row!.lease_until!).toISOString()).toBe(theirs.toISOString());
  });

  it('are not sent for the foods left waiting in a personal fridge while its user is in a household', async () => {
    const { owner } = await household(h.t, 0);
    const newcomer = await member(h.t);
    // Their carrots stay in their own fridge: they joined without bringing them, and cannot see them now.
    const carrots = await addItem(newcomer.client, 'carrots');
    const { code } = await invite(owner.client);
    expect((await newcomer.client.post('/api/household/join', { code, bringItems: false })).status).toBe(200);

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 1, emails: 0, skipped: 1 });
    expect(h.mailsTo(newcomer.email)).toHaveLength(0);
    expect(await reminderRow(carrots.customReminder)).toMatchObject({ reminded: true, outcome: 'skipped' });
  });
});
