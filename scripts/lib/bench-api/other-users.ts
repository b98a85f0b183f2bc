// Fills fridge_items with other users' rows in bulk (SQL, not the API), so the benchmarked user's 30 items
// have to be found among many: 10,000 users with items in every state, each with its default reminder.
import type pg from 'pg';

export const OTHER_USERS = 10_000;

/** Inserts the other users once; their ids are `bench-other-<n>`. */
export async function insertOtherUsers(pool: pg.Pool): Promise<void> {
  await pool.query(
    `insert into users (id, name, email, email_verified, first_name, last_name)
     select 'bench-other-' || g, 'Other ' || g, 'other-' || g || '@example.com', true, 'Other', 'User ' || g
     from generate_series(1, $1::int) g
     on conflict do nothing`,
    [OTHER_USERS],
  );
}

/** Other users' items in the table now. */
export async function countOtherItems(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `select count(*) as n from fridge_items where user_id like 'bench-other-%'`,
  );
  return Number(rows[0]!.n);
}

/**
 * Grows the other users' items to `total` (one statement per million rows), each with a default reminder,
 * then vacuums and analyses so the planner and the visibility map see the table as it would be in use.
 */
export async function growOtherItems(pool: pg.Pool, total: number): Promise<void> {
  const CHUNK = 1_000_000;
  for (let from = (await countOtherItems(pool)) + 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await pool.query(
      `with f as (select array_agg(id order by id) as ids from foods),
       items as (
         insert into fridge_items
           (user_id, food_id, state, bag_size, start_datetime, end_datetime, created_at, updated_at)
         select 'bench-other-' || (1 + g % $3::int),
                f.ids[1 + g % cardinality(f.ids)],
                (array['stored', 'consumed', 'discarded'])[1 + (g / 7) % 3],
                (array['S', 'M', 'L'])[1 + g % 3],
                now() - (g % 2000) * interval '1 hour',
                now() - (g % 2000) * interval '1 hour' + interval '7 days',
                now() - (g % 2000) * interval '1 hour',
                now() - (g % 2000) * interval '1 hour'
         from generate_series($1::int, $2::int) g, f
         returning id, end_datetime)
       insert into fridge_items_reminders (fridge_item_id, reminder_datetime, is_default, reminded)
       select id, end_datetime, true, end_datetime <= now() from items`,
      [from, to, OTHER_USERS],
    );
  }
  for (const table of ['users', 'fridge_items', 'fridge_items_reminders']) {
    await pool.query(`vacuum (analyze) ${table}`);
  }
}
