import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from './client';
import { migrate } from './migrate';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestDatabase } from '../../../tests/support/test-database';

let database: Database;

/** The database's own error under Drizzle's wrapping ("Failed query: …"), on pg and PGlite alike. */
function databaseError(error: unknown): { code?: unknown; message?: unknown } | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e as { code: string; message?: unknown };
  }
  return undefined;
}
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('are safe to run again', async () => {
    expect(await migrate(database.db)).toBe(0);
  });

  itOnPostgres('are safe to run again concurrently', async () => {
    const counts = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect(counts).toEqual([0, 0]);
  });

  it('enforce the enumerations with check constraints', async () => {
    const db = database.db;
    await db.execute(sql`insert into users (id, email) values ('u1', 'u1@example.com')`);
    const bad = [
      ['users_role_check', sql`insert into users (id, email, role) values ('u2', 'u2@example.com', 'root')`],
      ['users_gender_check', sql`insert into users (id, email, gender) values ('u3', 'u3@example.com', 'x')`],
      ['foods_type_check', sql`insert into foods (name, type, slug) values ('Sasso', 'mineral', 'stone')`],
      [
        'fridge_items_bag_size_check',
        sql`insert into fridge_items (user_id, food_id, bag_size, start_datetime, end_datetime)
          values ('u1', 1, 'X', now(), now())`,
      ],
      [
        'fridge_items_state_check',
        sql`insert into fridge_items (user_id, food_id, bag_size, state, start_datetime, end_datetime)
          values ('u1', 1, 'S', 'eaten', now(), now())`,
      ],
    ] as const;
    for (const [constraint, statement] of bad) {
      const error = await db.execute(statement).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(databaseError(error), constraint).toMatchObject({
        code: '23514',
        message: expect.stringContaining(`violates check constraint "${constraint}"`),
      });
    }
  });

  it('delete a user with everything that is theirs', async () => {
    const db = database.db;
    await db.execute(sql`insert into users (id, email) values ('gone', 'gone@example.com')`);
    const [item] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into fridge_items (user_id, food_id, bag_size, start_datetime, end_datetime)
        values ('gone', 1, 'M', now(), now() + interval '3 days') returning id`),
    );
    await db.execute(
      sql`insert into fridge_items_reminders (fridge_item_id, reminder_datetime, is_default) values (${item!.id}, now(), true)`,
    );
    await db.execute(
      sql`insert into users_achievements (user_id, achievement_code, achievement_data) values ('gone', 'bags_used.1', '{"milestone":1}')`,
    );
    await db.execute(sql`delete from users where id = 'gone'`);
    const left = rowsOf<{ n: number }>(
      await db.execute(sql`select (select count(*) from fridge_items where user_id = 'gone')
        + (select count(*) from users_achievements where user_id = 'gone')
        + (select count(*) from fridge_items_reminders where fridge_item_id = ${item!.id}) as n`),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
