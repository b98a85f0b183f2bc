// Reminder preferences: the hour, the days before the end, quiet days and the push digest, as the dispatcher
// keeps them, and the snooze; checked against a real push service on loopback.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { useReminderHarness } from '../../../tests/support/reminder-harness';
import { rowsOf } from '../db/client';
import { DEFAULT_REMINDER_PREFERENCES, snoozedUntil } from '@/shared/reminder-preferences';

const h = useReminderHarness();

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
      await h.t.database.db
        .execute(sql`select reminder_datetime as at, is_default, is_snooze, reminded, outcome
        from fridge_items_reminders where fridge_item_id = ${itemId}::uuid order by reminder_datetime`),
    ).map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
  }

  it('are 09:00 on the last day, every day, one push per item until changed; a wrong one changes nothing', async () => {
    const visitor = await h.guest('Europe/Rome');
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
    const visitor = await h.guest('Europe/Rome');
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
    const item = await h.addItem(visitor, 'pears', '2027-06-01T10:00:00+02:00', 2);
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
    const other = await h.guest('Europe/Rome');
    const theirs = await h.addItem(other, 'pears', '2027-06-01T10:00:00+02:00');
    expect((await remindersOf(theirs.id)).map((r) => r.at)).toEqual(['2027-06-07T07:00:00.000Z']);
  });

  it('keep quiet days when the dispatcher runs: what falls due on one comes the next day that is not', async () => {
    const visitor = await h.guest('Europe/Rome');
    const phone = h.push.subscribe();
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    // Lemons from Wednesday 1 September 2027, reminded two days later: Friday 3 September at 09:00.
    const item = await h.addItem(visitor, 'lemons', '2027-09-01T10:00:00+02:00', 2);
    // Then Fridays become quiet.
    await save(visitor, { hour: 9, daysBefore: 0, quietDays: [5], pushDigest: false });
    const friday = await h.dispatchAt('2027-09-03T07:00:00Z');
    expect(friday).toMatchObject({ claimed: 1, postponed: 1, pushes: 0 });
    expect(h.push.messages).toHaveLength(0);
    const custom = (await remindersOf(item.id)).find((r) => !r.is_default)!;
    expect(custom).toMatchObject({ at: '2027-09-04T07:00:00.000Z', reminded: false });
    expect((await h.dispatchAt('2027-09-04T06:59:59Z')).claimed).toBe(0);
    expect(await h.dispatchAt('2027-09-04T07:00:00Z')).toMatchObject({ claimed: 1, pushes: 1 });
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([phone.endpoint]);
  });

  it('keep the hour when the dispatcher runs: a reminder left at an earlier one waits for it', async () => {
    const visitor = await h.guest('Europe/Rome');
    const phone = h.push.subscribe();
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    // Lemons from Wednesday 1 September 2027, reminded two days later: Friday 3 September at 09:00.
    const item = await h.addItem(visitor, 'lemons', '2027-09-01T10:00:00+02:00', 2);
    // The hour becomes 19:00 while the reminder is being sent, so saving leaves it where it was.
    await h.t.database.db.execute(sql`update users set reminder_hour = 19
      where id = (select user_id from fridge_items where id = ${item.id}::uuid)`);
    expect(await h.dispatchAt('2027-09-03T07:00:00Z')).toMatchObject({ claimed: 1, postponed: 1, pushes: 0 });
    const custom = (await remindersOf(item.id)).find((r) => !r.is_default)!;
    expect(custom).toMatchObject({ at: '2027-09-03T17:00:00.000Z', reminded: false });
    expect(await h.dispatchAt('2027-09-03T17:00:00Z')).toMatchObject({ claimed: 1, pushes: 1 });
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([phone.endpoint]);
  });

  it('send a reminder missed on an earlier day (no dispatcher ran) at once, not at the hour of a later day', async () => {
    const visitor = await h.guest('Europe/Rome');
    const phone = h.push.subscribe();
    expect((await visitor.post('/api/push/subscriptions', phone)).status).toBe(201);
    await save(visitor, { hour: 18, daysBefore: 1, quietDays: [7], pushDigest: false });
    // Blueberries from Wednesday 25 November 2026 end on Wednesday 9 December: reminded on the 8th at 18:00.
    const item = await h.addItem(visitor, 'blueberries', '2026-11-25T10:00:00+01:00');
    const reminder = (await remindersOf(item.id)).find((r) => r.is_default)!;
    expect(reminder.at).toBe('2026-12-08T17:00:00.000Z');
    // No dispatcher ran on the 8th: the next pass, on the morning of the last day, sends it at once.
    expect(await h.dispatchAt('2026-12-09T10:00:00+01:00')).toMatchObject({
      claimed: 1,
      pushes: 1,
      postponed: 0,
    });
    expect(h.push.messages.map((m) => m.endpoint)).toEqual([phone.endpoint]);
  });

  it('send one push for everything due together when the user chose a digest', async () => {
    const visitor = await h.guest('Europe/Rome');
    const phone = h.push.subscribe();
    await visitor.post('/api/push/subscriptions', phone);
    await save(visitor, { hour: 9, daysBefore: 0, quietDays: [], pushDigest: true });
    await h.addItem(visitor, 'lemons', '2027-10-01T10:00:00+02:00', 2);
    await h.addItem(visitor, 'carrots', '2027-10-01T11:00:00+02:00', 2);
    expect(await h.dispatchAt('2027-10-03T07:00:00Z')).toMatchObject({ claimed: 2, pushes: 1 });
    const payload = JSON.parse(h.push.messages[0]!.payload) as { notification: Record<string, unknown> };
    expect(payload).toMatchObject({ web_push: 8030, app_badge: 2 });
    expect(payload.notification).toMatchObject({
      title: '2 alimenti da consumare presto',
      body: 'Limoni e Carote. Tocca per aprire il frigo.',
      navigate: `${h.t.deps.env.publicUrl}/fridge`,
      app_badge: 2,
      data: { actions: { open: 'Apri il frigo' } },
    });
  });

  it('never send more than two reminders for an item already past its end, and refuse a third snooze then', async () => {
    const visitor = await h.guest('Europe/Rome');
    await visitor.post('/api/push/subscriptions', h.push.subscribe());
    // Pears from 1 June 2027 end on 7 June; two reminders already came after that.
    const item = await h.addItem(visitor, 'pears', '2027-06-01T10:00:00+02:00');
    await h.t.database.db.execute(sql`insert into fridge_items_reminders
        (fridge_item_id, reminder_datetime, reminded, reminded_at, outcome)
      values (${item.id}::uuid, '2027-06-08T07:00:00Z', true, '2027-06-08T07:00:05Z', 'sent'),
             (${item.id}::uuid, '2027-06-09T07:00:00Z', true, '2027-06-09T07:00:05Z', 'sent'),
             (${item.id}::uuid, '2027-06-10T07:00:00Z', false, null, null)`);
    await h.t.database.db.execute(sql`update fridge_items_reminders set reminded = true, outcome = 'sent',
        reminded_at = reminder_datetime where fridge_item_id = ${item.id}::uuid and is_default`);
    const report = await h.dispatchAt('2027-06-10T07:00:00Z');
    expect(report).toMatchObject({ claimed: 1, enough: 1, pushes: 0 });
    expect(h.push.messages).toHaveLength(0);
    expect((await remindersOf(item.id)).at(-1)).toMatchObject({ reminded: true, outcome: 'enough' });
    const snooze = await visitor.call<{ error: { message: string } }>(
      'POST',
      `/api/fridge-items/${item.id}/snooze`,
    );
    expect(snooze.status).toBe(409);
    expect(snooze.body.error.message).toBe('Questo alimento ha già avuto i suoi promemoria dopo la scadenza');
  });

  it('snooze to tomorrow at the user’s hour exactly once, however many times it is asked', async () => {
    const visitor = await h.guest('Europe/Rome');
    const phone = h.push.subscribe();
    await visitor.post('/api/push/subscriptions', phone);
    const item = await h.addItem(visitor, 'carrots', new Date().toISOString());
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
    expect(await h.dispatchAt(tomorrow)).toMatchObject({ claimed: 1, pushes: 1 });
    expect(await h.dispatchAt(tomorrow)).toMatchObject({ claimed: 0, pushes: 0 });
    expect(h.push.messages).toHaveLength(1);
    // Another user cannot snooze it.
    const intruder = await h.guest();
    expect((await intruder.call('POST', `/api/fridge-items/${item.id}/snooze`)).status).toBe(404);
  });
});
