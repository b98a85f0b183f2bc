// Helpers for the tests of a household's reminders, on the reminder harness.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import type { BrowserClient } from './browser-client';
import type { ReminderHarness } from './reminder-harness';

export function householdReminderHelpers(h: ReminderHarness) {
  /** Adds `slug` on 1 June 2027 with a custom reminder two days later (09:00 in Rome by default). */
  async function addItem(
    client: BrowserClient,
    slug: string,
  ): Promise<{ id: string; customReminder: string }> {
    const item = await h.addItem(client, slug, '2027-06-01T10:00:00+02:00', 2);
    return { id: item.id, customReminder: item.reminders.find((r) => !r.isDefault)!.id };
  }

  async function reminderRow(id: string) {
    const row = rowsOf<{ reminded: boolean; outcome: string | null; at: string | Date }>(
      await h.t.database.db.execute(
        sql`select reminded, outcome, reminder_datetime as at from fridge_items_reminders where id = ${id}::uuid`,
      ),
    )[0]!;
    return { ...row, at: new Date(row.at).toISOString() };
  }

  async function subscribe(client: BrowserClient) {
    const device = h.push.subscribe();
    expect((await client.post('/api/push/subscriptions', device)).status).toBe(201);
    return device;
  }

  async function savePreferences(client: BrowserClient, prefs: { hour?: number; quietDays?: number[] }) {
    const res = await client.call('PUT', '/api/account/reminder-preferences', {
      hour: 9,
      daysBefore: 0,
      quietDays: [],
      pushDigest: false,
      ...prefs,
    });
    expect(res.status).toBe(200);
  }

  return { addItem, reminderRow, subscribe, savePreferences };
}
