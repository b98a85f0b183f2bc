// The monthly summary: from the 1st at the user's hour, to a verified account that closed items the month
// before, with that month's figures; once per month whatever the passes, never to a guest or to a user who
// switched it off.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { outbox } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { sendMonthlySummaries, type SummaryDeps } from './monthly-summary';

let t: TestApp;
let foods: Record<string, number>;
let deps: SummaryDeps;
let users = 0;
beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
  deps = {
    db: t.database.db,
    mailer: t.deps.mailer,
    logger: pino({ level: 'silent' }),
    publicUrl: 'http://localhost:3000',
  };
});
afterAll(() => t.close());

async function member(): Promise<{ client: BrowserClient; email: string }> {
  const client = browserClient(t, { timeZone: 'Europe/Rome' });
  const email = `summary-${++users}-${Date.now()}@example.com`;
  await signUpVerified(t, client, email, 'riepilogo-del-mese-2026');
  return { client, email };
}

/** An item of `slug` (bag M) closed as `state` at `closedAt`, with its last good day at `end`. */
async function closed(
  client: BrowserClient,
  slug: string,
  state: 'consumed' | 'discarded',
  closedAt: string,
  end: string,
) {
  const item = await client.post<{ id: string }>('/api/fridge-items', { foodId: foods[slug], bagSize: 'M' });
  await client.call('PATCH', `/api/fridge-items/${item.body.id}`, { state });
  await t.database.db.execute(sql`update fridge_items
    set state_changed_at = ${closedAt}::timestamptz, end_datetime = ${end}::timestamptz,
        start_datetime = least(start_datetime, ${end}::timestamptz)
    where id = ${item.body.id}`);
}

const summariesTo = async (email: string) =>
  (await outbox(t)).filter((m) => m.to === email && m.subject.startsWith('Il tuo frigo a'));

describe('the monthly summary', () => {
  it('sums up the month before, from the 1st at 09:00 in the user’s zone, once', async () => {
    const { client, email } = await member();
    // October 2026 in Rome: pears eaten in time (1 kg, 2.60 €), carrots eaten late, strawberries thrown away.
    await closed(client, 'pears', 'consumed', '2026-10-10T08:00:00Z', '2026-10-12T08:00:00Z');
    await closed(client, 'carrots', 'consumed', '2026-10-20T08:00:00Z', '2026-10-18T08:00:00Z');
    await closed(client, 'strawberries', 'discarded', '2026-10-31T22:30:00Z', '2026-10-30T08:00:00Z');

    // 08:59 on 1 November in Rome: not yet.
    await sendMonthlySummaries(deps, new Date('2026-11-01T07:59:00Z'));
    expect(await summariesTo(email)).toHaveLength(0);
    await sendMonthlySummaries(deps, new Date('2026-11-01T08:00:00Z'));
    await sendMonthlySummaries(deps, new Date('2026-11-01T08:05:00Z'));
    const mails = await summariesTo(email);
    expect(mails).toHaveLength(1);
    // The strawberries were thrown away at 23:30 on 31 October in Rome (22:30 UTC): October's.
    expect(mails[0]!.subject).toBe('Il tuo frigo a ottobre 2026: 1 kg mangiati in tempo');
    expect(mails[0]!.text).toContain('Mangiati in tempo: 1 · 1 kg, circa 2,60');
    expect(mails[0]!.text).toContain('Mangiati dopo la scadenza: 1');
    expect(mails[0]!.text).toContain('Buttati: 1');
    expect(mails[0]!.text).toContain('Tasso di salvataggio: 33%');
    expect(mails[0]!.text).toContain('http://localhost:3000/profile/impact');
    expect(mails[0]!.text).toContain('Disattivalo dal profilo: http://localhost:3000/profile');
  });

  it('is not sent to a user who switched it off, to a guest, or for a month with nothing closed', async () => {
    const off = await member();
    await closed(off.client, 'pears', 'consumed', '2026-08-10T08:00:00Z', '2026-08-12T08:00:00Z');
    const switched = await off.client.call<{ monthlySummary: boolean }>('PUT', '/api/account/notifications', {
      monthlySummary: false,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.monthlySummary).toBe(false);

    const quiet = await member();
    await closed(quiet.client, 'pears', 'consumed', '2026-07-10T08:00:00Z', '2026-07-12T08:00:00Z');

    const guest = await signedInGuest(t);
    await closed(guest, 'pears', 'consumed', '2026-08-10T08:00:00Z', '2026-08-12T08:00:00Z');

    const before = (await outbox(t)).length;
    await sendMonthlySummaries(deps, new Date('2026-09-01T09:00:00Z'));
    const sent = (await outbox(t)).slice(0, (await outbox(t)).length - before);
    expect(sent.map((m) => m.to)).not.toContain(off.email);
    expect(sent.map((m) => m.to)).not.toContain(quiet.email);
    expect(sent.every((m) => !m.to.includes('guest'))).toBe(true);
    // An empty change is refused, changing nothing.
    const empty = await off.client.call('PUT', '/api/account/notifications', {});
    expect(empty.status).toBe(422);
  });
});
