// The monthly e-mail of what the fridge saved: from the 1st of each month, at the user's reminder hour in their
// zone, to each verified account that keeps it on and closed at least one item in the month before. The row in
// monthly_summaries is taken before sending, so one instance sends it and only once; a failed send gives the
// row back for the next pass.
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf, type Db } from '../db/client';
import { monthlySummaries } from '../db/schema';
import { toLanguage } from '../http/i18n';
import type { Mailer } from '../mail/mailer';
import { monthlySummaryMail, type MonthFigures } from '../mail/templates';
import { closedItemsOf, type ClosedItem, type Outcome } from './service';

export interface SummaryDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

interface Due {
  id: string;
  email: string;
  locale: string;
  time_zone: string;
  first_name: string | null;
  display_name: string | null;
  month: string;
}

/** Sends the summaries due at `now`, at most `limit` in one call; returns how many were sent. */
export async function sendMonthlySummaries(
  deps: SummaryDeps,
  now = new Date(),
  limit = 200,
): Promise<number> {
  const { db } = deps;
  const at = now.toISOString();
  // The month before the user's current one, once their reminder hour has come on any day of the new month.
  const due = rowsOf<Due>(await db.execute(sqlDue(at, limit)));
  let sent = 0;
  for (const user of due) {
    const [taken] = await db
      .insert(monthlySummaries)
      .values({ userId: user.id, month: user.month, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: monthlySummaries.userId });
    if (!taken) continue;
    try {
      const figures = await monthFigures(db, user.id, user.month, user.time_zone);
      const lang = toLanguage(user.locale);
      const message = monthlySummaryMail(
        { email: user.email, name: user.first_name ?? user.display_name, lang },
        monthName(user.month, lang),
        figures,
        { impact: `${deps.publicUrl}/profile/impact`, profile: `${deps.publicUrl}/profile` },
      );
      await deps.mailer.send(message);
      sent += 1;
    } catch (error) {
      deps.logger.warn({ userId: user.id, month: user.month, err: error }, 'monthly summary not sent');
      await db
        .delete(monthlySummaries)
        .where(and(eq(monthlySummaries.userId, user.id), eq(monthlySummaries.month, user.month)));
    }
  }
  return sent;
}

function sqlDue(at: string, limit: number) {
  return sql`
    select u.id, u.email, u.locale, u.time_zone, u.first_name, u.display_name, m.month
    from users u
    cross join lateral (
      select to_char(date_trunc('month', ${at}::timestamptz at time zone u.time_zone) - interval '1 month',
                     'YYYY-MM') as month,
             extract(hour from ${at}::timestamptz at time zone u.time_zone) as hour,
             extract(day from ${at}::timestamptz at time zone u.time_zone) as day
    ) m
    where u.monthly_summary and u.email_verified and not u.is_anonymous and u.email like '%@%'
      and (m.day > 1 or m.hour >= u.reminder_hour)
      and not exists (select 1 from monthly_summaries s where s.user_id = u.id and s.month = m.month)
      and exists (
        select 1 from fridge_items i
        where i.user_id = u.id and i.state <> 'stored'
          and to_char(i.state_changed_at at time zone u.time_zone, 'YYYY-MM') = m.month)
    limit ${limit}`;
}

/** One month's closed items, weighed and priced as on the impact page. */
export async function monthFigures(
  db: Db,
  userId: string,
  month: string,
  zone: string,
): Promise<MonthFigures> {
  const rows = (await closedItemsOf(db, { userId }, zone)).filter((row) => row.month === month);
  const of = (outcome: Outcome) => rows.filter((row) => row.outcome === outcome);
  const grams = (list: ClosedItem[]) => list.reduce((sum, row) => sum + row.grams, 0);
  const inTime = of('eatenInTime');
  const wasted = of('wasted');
  const cents = inTime.reduce((sum, row) => sum + (row.grams / 1000) * row.cents_per_kg, 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    eatenInTime: inTime.length,
    eatenLate: of('eatenLate').length,
    wasted: wasted.length,
    kgInTime: round(grams(inTime) / 1000),
    kgWasted: round(grams(wasted) / 1000),
    euroInTime: round(cents / 100),
    rescueRate: rows.length === 0 ? 0 : Math.round((inTime.length / rows.length) * 100),
  };
}

/** "ottobre 2026" / "October 2026". */
function monthName(month: string, lang: 'it' | 'en'): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 15)));
}
