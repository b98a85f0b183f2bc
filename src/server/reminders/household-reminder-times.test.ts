// A household's reminders in time: each member hears at their own hour, in their own zone, off their quiet
// days, and as many days before the end as they chose, whoever added the item.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { household, invite } from '../../../tests/support/households';
import { householdReminderHelpers } from '../../../tests/support/household-reminders';
import { member } from '../../../tests/support/members';
import { useReminderHarness } from '../../../tests/support/reminder-harness';

const h = useReminderHarness();
const { addItem, reminderRow, subscribe, savePreferences } = householdReminderHelpers(h);

describe("a household's reminders in time", () => {
  it('come to a member on a quiet day the next day that is not, and to the others on time', async () => {
    const { owner, members } = await household(h.t, 1);
    // 3 June 2027 is a Thursday.
    await savePreferences(members[0]!.client, { quietDays: [4] });
    const item = await addItem(owner.client, 'carrots');

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 1, emails: 1, postponed: 1 });
    expect(h.mailsTo(owner.email)).toHaveLength(1);
    expect(await reminderRow(item.customReminder)).toMatchObject({
      reminded: false,
      at: '2027-06-04T07:00:00.000Z',
    });

    expect(await h.dispatchAt('2027-06-04T07:00:00Z')).toMatchObject({ claimed: 1, emails: 1 });
    expect(h.mailsTo(members[0]!.email)).toHaveLength(1);
    expect(h.mailsTo(owner.email)).toHaveLength(1);
    expect(await reminderRow(item.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it('come to each member at their own hour of that day, in their own zone', async () => {
    const { owner, members } = await household(h.t, 2);
    const [late, away] = members as [(typeof members)[0], (typeof members)[0]];
    await savePreferences(late.client, { hour: 19 });
    const latePhone = await subscribe(late.client);
    await h.t.database.db.execute(sql`update users set time_zone = 'America/New_York' where id = ${away.id}`);
    // The owner's carrots are due at 09:00 in Rome on Thursday 3 June 2027 (07:00 UTC).
    const item = await addItem(owner.client, 'carrots');

    expect(await h.dispatchAt('2027-06-03T07:00:00Z')).toMatchObject({ claimed: 1, emails: 1, pushes: 0 });
    expect(h.mailsTo(owner.email)).toHaveLength(1);
    // 09:00 in New York is 13:00 UTC, before 19:00 in Rome (17:00 UTC).
    expect(await reminderRow(item.customReminder)).toMatchObject({
      reminded: false,
      at: '2027-06-03T13:00:00.000Z',
    });
    expect(await h.dispatchAt('2027-06-03T13:00:00Z')).toMatchObject({ claimed: 1, emails: 1, pushes: 0 });
    expect(h.mailsTo(away.email)).toHaveLength(1);
    expect(await reminderRow(item.customReminder)).toMatchObject({ at: '2027-06-03T17:00:00.000Z' });
    expect(await h.dispatchAt('2027-06-03T17:00:00Z')).toMatchObject({ claimed: 1, emails: 1, pushes: 1 });
    expect(h.mailsTo(late.email)).toHaveLength(1);
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([latePhone.endpoint]);
    expect(h.smtp.messages).toHaveLength(3);
    expect(await reminderRow(item.customReminder)).toMatchObject({ reminded: true, outcome: 'sent' });
  });

  it('come to each member as many days before the end as they chose, whoever added the item', async () => {
    const { owner, members } = await household(h.t, 1);
    const early = members[0]!;
    const earlyPhone = await subscribe(early.client);
    const ownersPhone = await subscribe(owner.client);
    // The member wants the default reminder the day before at 18:00; the owner keeps the last day at 09:00.
    const res = await early.client.call('PUT', '/api/account/reminder-preferences', {
      hour: 18,
      daysBefore: 1,
      quietDays: [],
      pushDigest: false,
    });
    expect(res.status).toBe(200);
    // Blueberries from Tuesday 1 June 2027 end on Tuesday 15 June, added by the owner.
    const item = await h.addItem(owner.client, 'blueberries', '2027-06-01T10:00:00+02:00');

    expect(await h.dispatchAt('2027-06-14T16:00:00Z')).toMatchObject({ pushes: 1 });
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([earlyPhone.endpoint]);
    expect(await h.dispatchAt('2027-06-15T07:00:00Z')).toMatchObject({ pushes: 1 });
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([earlyPhone.endpoint, ownersPhone.endpoint]);
    const [reminder] = item.reminders.filter((r) => r.isDefault);
    expect(await reminderRow(reminder!.id)).toMatchObject({ reminded: true, outcome: 'sent' });

    // Added before the member chose, it moves when they choose; and a member who joins later brings theirs.
    const carrots = await h.addItem(owner.client, 'carrots', '2027-06-01T10:00:00+02:00');
    const [carrotsReminder] = carrots.reminders.filter((r) => r.isDefault);
    expect((await reminderRow(carrotsReminder!.id)).at).toBe('2027-06-25T16:00:00.000Z');
    await early.client.call('PUT', '/api/account/reminder-preferences', {
      hour: 18,
      daysBefore: 2,
      quietDays: [],
      pushDigest: false,
    });
    expect((await reminderRow(carrotsReminder!.id)).at).toBe('2027-06-24T16:00:00.000Z');
    const newcomer = await member(h.t);
    await newcomer.client.call('PUT', '/api/account/reminder-preferences', {
      hour: 8,
      daysBefore: 3,
      quietDays: [],
      pushDigest: false,
    });
    const { code } = await invite(owner.client);
    expect((await newcomer.client.post('/api/household/join', { code })).status).toBe(200);
    expect((await reminderRow(carrotsReminder!.id)).at).toBe('2027-06-23T06:00:00.000Z');
  });
});
