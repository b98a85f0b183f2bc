// The private calendar address and the spreadsheet export: what a calendar app and a spreadsheet read, in the
// user's language and zone, and an address made anew or turned off answers 404 at once.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { foodIds, keptLongEnough, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { csvCell } from '../accounts/export-csv';

let t: TestApp;
let foods: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

interface Item {
  id: string;
  endDatetime: string;
}

/** The path of a feed address, as a calendar app would ask for it (no cookie, no Origin). */
async function readFeed(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await t.request(new URL(url).pathname);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('the calendar address', () => {
  it('lists the end date of each item in the fridge, in the user’s language and zone, as valid iCalendar', async () => {
    const user = await signedInGuest(t, { lang: 'en', timeZone: 'America/Santiago' });
    expect((await user.get('/api/account/calendar')).body).toEqual({ url: null });
    const pears = await user.post<Item>('/api/fridge-items', { foodId: foods.pears, bagSize: 'M' });
    const peaches = await user.post<Item>('/api/fridge-items', { foodId: foods.peaches, bagSize: 'S' });
    const eaten = await user.post<Item>('/api/fridge-items', { foodId: foods.pears, bagSize: 'L' });
    await keptLongEnough(t, eaten.body.id);
    expect(
      (await user.call('PATCH', `/api/fridge-items/${eaten.body.id}`, { state: 'consumed' })).status,
    ).toBe(200);

    const made = await user.post<{ url: string }>('/api/account/calendar');
    expect(made.status).toBe(200);
    expect(made.body.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await user.get('/api/account/calendar')).body).toEqual({ url: made.body.url });

    const feed = await readFeed(made.body.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid.split('@')[0]).sort()).toEqual([pears.body.id, peaches.body.id].sort());
    for (const [item, food] of [
      [pears.body, 'Pears'],
      [peaches.body, 'Peaches'],
    ] as const) {
      const event = events.find((e) => e.uid.startsWith(item.id))!;
      expect(event.summary).toContain(food);
      expect(event.startDate.isDate).toBe(true);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
        new Date(item.endDatetime),
      );
      expect(event.startDate.toString()).toBe(day);
    }
    // Every line fits in 75 octets and ends with CRLF.
    for (const line of feed.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('answers 404 for an address made anew, turned off or never made, and only to its owner in the profile', async () => {
    const user = await signedInGuest(t, { lang: 'it' });
    const first = (await user.post<{ url: string }>('/api/account/calendar')).body.url;
    const second = (await user.post<{ url: string }>('/api/account/calendar')).body.url;
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);
    expect((await readFeed(second)).text).toContain('X-WR-CALNAME:MyFridge: da consumare');

    expect((await user.call('DELETE', '/api/account/calendar')).body).toEqual({ url: null });
    expect((await readFeed(second)).status).toBe(404);
    expect((await readFeed(`http://localhost/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await readFeed('http://localhost/api/calendar/short.ics')).status).toBe(404);

    const stranger = browserClient(t);
    expect((await stranger.get('/api/account/calendar')).status).toBe(401);
    expect((await stranger.post('/api/account/calendar')).status).toBe(401);
  });
});

describe('the spreadsheet export', () => {
  it('has one row per item in the user’s language, with its list separator and dates in the user’s zone', async () => {
    const user = await signedInGuest(t, { lang: 'it', timeZone: 'Europe/Rome' });
    const item = await user.post<Item>('/api/fridge-items', { foodId: foods.pears, bagSize: 'M' });
    const res = await user.get<string>('/api/account/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="myfridge-items-.*\.csv"$/);
    const [header, row, ...rest] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rest).toEqual([]);
    expect(header).toBe(
      'Alimento;Sacchetto;Stato;In frigo dal;Buono fino al;Mangiato o buttato il;Perché è stato buttato;Era ancora buono',
    );
    const end = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Rome',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(item.body.endDatetime));
    expect(row).toMatch(new RegExp(`^Pere;M;In frigo;\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d;${end};;;$`));
    // A byte-order mark first, so spreadsheets read the accents as UTF-8 (text() would drop it).
    const raw = await t.request('/api/account/export.csv', {
      headers: { Cookie: [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await browserClient(t).get('/api/account/export.csv')).status).toBe(401);
  });

  it('quotes what needs quoting and never lets a cell be read as a formula', () => {
    expect(csvCell('Pere', ';')).toBe('Pere');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")', ',')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+39 123', ',')).toBe("'+39 123");
  });
});
