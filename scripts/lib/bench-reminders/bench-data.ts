// The reminder benchmark's rows, made in SQL: verified users with 5 stored items each, one reminder due at
// one moment per item, one subscribed device per user; then a history of reminders already sent.
import { createECDH, randomBytes } from 'node:crypto';
import type pg from 'pg';

export const ITEMS_PER_USER = 5;
/** Reminders already sent per item: with 5 items, 20 per user, 4 times as many as the due ones. */
export const HISTORY_PER_ITEM = 4;

/** A browser-like subscription's keys: a P-256 public key (65 bytes, uncompressed) and a 16-byte secret. */
function subscriptionKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * `users` users `bench-<n>` (locale it/en in turn), each with 5 items of different foods and one reminder due
 * at `due` per item, and one device subscribed at `${pushUrl}/push/<n>`. One key pair serves every device:
 * the dispatcher encrypts each message anyway.
 */
export async function insertDueReminders(pool: pg.Pool, users: number, due: Date, pushUrl: string) {
  await pool.query(
    // Preferences applied: every fourth user takes one push for everything (a digest), every fourth from
    // the second keeps Sundays quiet (the pass runs on a Monday, so their reminders still go).
    `insert into users (id, email, email_verified, locale, time_zone, push_digest, quiet_days)
     select 'bench-' || g, 'bench-' || g || '@example.com', true,
       case when g % 2 = 0 then 'it' else 'en' end, 'Europe/Rome', g % 4 = 0,
       case when g % 4 = 1 then 64 else 0 end
     from generate_series(1, $1::int) g`,
    [users],
  );
  // Item k of user u is the food number (u + k) mod 24: five different foods per user.
  await pool.query(
    `with f as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from foods)
     insert into fridge_items (user_id, food_id, bag_size, start_datetime, end_datetime)
     select 'bench-' || u, f.id, (array['S', 'M', 'L'])[1 + (u + k) % 3],
       $2::timestamptz - interval '20 days', $2::timestamptz + interval '1 day'
     from generate_series(1, $1::int) u
     cross join generate_series(0, ${ITEMS_PER_USER - 1}) k
     join f on f.n = (u + k) % f.total
     order by u, k`,
    [users, due.toISOString()],
  );
  await pool.query(
    `insert into fridge_items_reminders (fridge_item_id, reminder_datetime, is_default)
     select id, $1::timestamptz, true from fridge_items order by user_id, id`,
    [due.toISOString()],
  );
  const keys = subscriptionKeys();
  await pool.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select 'bench-' || g, $2 || '/push/' || g, $3, $4 from generate_series(1, $1::int) g`,
    [users, pushUrl, keys.p256dh, keys.auth],
  );
  await pool.query('analyze');
}

/** Reminders sent before `due`, on the same items: they make the table bigger, never due again. */
export async function insertHistory(pool: pg.Pool, due: Date): Promise<void> {
  await pool.query(
    `insert into fridge_items_reminders
       (fridge_item_id, reminder_datetime, reminded, reminded_at, outcome, attempts)
     select i.id, $1::timestamptz - d * interval '1 day', true, $1::timestamptz - d * interval '1 day', 'sent', 1
     from fridge_items i cross join generate_series(1, ${HISTORY_PER_ITEM}) d`,
    [due.toISOString()],
  );
  await pool.query('analyze');
}

/** Makes the reminders due at `due` due again, as before a pass, for another run. */
export async function resetDueReminders(pool: pg.Pool, due: Date): Promise<void> {
  await pool.query(
    `update fridge_items_reminders set reminded = false, reminded_at = null, outcome = null, attempts = 0,
       lease_until = null, next_attempt_at = null, last_error = null
     where reminder_datetime = $1::timestamptz`,
    [due.toISOString()],
  );
  await pool.query('truncate reminder_deliveries');
  // The update left a dead version of each row and of its index entries: cleared as autovacuum would.
  await pool.query('vacuum analyze fridge_items_reminders');
}

export async function countRows(pool: pg.Pool): Promise<{ reminders: number; due: number }> {
  const { rows } = await pool.query<{ reminders: string; due: string }>(
    `select count(*) as reminders, count(*) filter (where not reminded) as due from fridge_items_reminders`,
  );
  return { reminders: Number(rows[0]!.reminders), due: Number(rows[0]!.due) };
}

/** Users who chose one push for everything (see the users' insert). */
export const digestUsers = (users: number) => Math.floor(users / 4);
