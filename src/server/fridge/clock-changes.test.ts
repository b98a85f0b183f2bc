// An item's end date and reminders fall on the right calendar day where clocks change at midnight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

interface Item {
  startDatetime: string;
  endDatetime: string;
  reminders: { reminderDatetime: string; isDefault: boolean }[];
}

const SANTIAGO = 'America/Santiago';
const DAY = 24 * 3600 * 1000;

let t: TestApp;
let carrots: { id: number; expiresWithBagDays: number };

/** The calendar day and the time an instant shows in Santiago, as 'YYYY-MM-DD HH:MM'. */
function inSantiago(iso: string): string {
  // Swedish dates read as ISO: '2026-09-06 01:00'.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: SANTIAGO,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

beforeAll(async () => {
  t = await createTestApp();
  const foods = (await (await t.request('/api/foods?limit=100')).json()) as {
    id: number;
    slug: string;
    expiresWithBagDays: number;
  }[];
  carrots = foods.find((f) => f.slug === 'carrots')!;
});
afterAll(() => t.close());

describe('a user in Santiago, whose clocks go from 00:00 to 01:00 on 6 September 2026', () => {
  it('starting at local midnight N days before, the end and its 09:00 reminder are on 6 September', async () => {
    // Checked against this machine's zone data: 00:00 -04 becomes 01:00 -03 at 04:00 UTC that day.
    expect(inSantiago('2026-09-06T03:59:00Z')).toBe('2026-09-05 23:59');
    expect(inSantiago('2026-09-06T04:00:00Z')).toBe('2026-09-06 01:00');

    const client = await signedInGuest(t, { lang: 'en', timeZone: SANTIAGO });
    const days = carrots.expiresWithBagDays;
    // The client sends the chosen start day at local midnight (-04 in winter).
    const startDay = new Date(Date.parse('2026-09-06T00:00:00Z') - days * DAY).toISOString().slice(0, 10);
    const res = await client.post<Item>('/api/fridge-items', {
      foodId: carrots.id,
      bagSize: 'M',
      startDatetime: `${startDay}T00:00:00-04:00`,
    });
    expect(res.status).toBe(201);
    expect(inSantiago(res.body.startDatetime)).toBe(`${startDay} 00:00`);
    // Midnight does not exist that day: the end is the first minute after the gap, on the same day.
    expect(res.body.endDatetime).toBe('2026-09-06T04:00:00.000Z');
    expect(inSantiago(res.body.endDatetime)).toBe('2026-09-06 01:00');
    const byKind = Object.fromEntries(
      res.body.reminders.map((r) => [String(r.isDefault), r.reminderDatetime]),
    );
    expect(byKind.true).toBe('2026-09-06T12:00:00.000Z');
    expect(inSantiago(byKind.true!)).toBe('2026-09-06 09:00');
  });

  it('a custom reminder N days after a midnight start lands on the day of the change too', async () => {
    const client = await signedInGuest(t, { lang: 'en', timeZone: SANTIAGO });
    const res = await client.post<Item>('/api/fridge-items', {
      foodId: carrots.id,
      bagSize: 'S',
      startDatetime: '2026-09-01T00:00:00-04:00',
      customReminderDays: 5,
    });
    expect(res.status).toBe(201);
    const custom = res.body.reminders.find((r) => !r.isDefault)!;
    expect(custom.reminderDatetime).toBe('2026-09-06T12:00:00.000Z');
    expect(inSantiago(custom.reminderDatetime)).toBe('2026-09-06 09:00');
  });
});
