// The declaration of the user's tables is complete, and the merge, the export and the deletion follow it: a
// new table that names a user fails here until it says what becomes of its rows.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { foodIds } from '../../../tests/support/fridge';
import { startPushSink, type PushSink } from '../../../tests/support/push-sink';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from './client';
import * as schema from './schema';
import { OTHER_TABLES, USER_REFERENCES, USER_TABLES } from './user-data';

let t: TestApp;
let push: PushSink;
beforeAll(async () => {
  t = await createTestApp({ PUSH_HOSTS: '127.0.0.1' });
  push = await startPushSink();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const schemaTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);
const name = (table: PgTable) => getTableName(table);

describe('the declaration of the user tables', () => {
  it('names every table of the schema exactly once', () => {
    const declared = [...USER_TABLES, ...OTHER_TABLES].map(({ table }) => name(table));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(schemaTables.map(name).sort());
  });

  it('declares every reference to a user in the database, cascading for the rows of a user', async () => {
    const references = rowsOf<{ table: string; column: string; on_delete: string }>(
      await t.database.db.execute(sql`
        select c.conrelid::regclass::text as "table", a.attname as "column",
               case c.confdeltype when 'c' then 'cascade' when 'n' then 'set null' else c.confdeltype::text end as on_delete
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'users'::regclass`),
    ).map((r) => `${r.table.replace(/^"|"$/g, '')}.${r.column} ${r.on_delete}`);
    const declared = [
      ...USER_TABLES.map(
        ({ table, user, shared }) => `${name(table)}.${user.name} ${shared ? 'set null' : 'cascade'}`,
      ),
      ...USER_REFERENCES.map(({ column }) => `${name(column.table)}.${column.name} set null`),
    ];
    expect(references.sort()).toEqual(declared.sort());
    // The schema agrees with the database the migrations made.
    const inSchema = schemaTables.flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.filter((fk) => fk.reference().foreignTable === schema.users)
        .map((fk) => `${name(table)}.${fk.reference().columns[0]!.name} ${fk.onDelete ?? 'no action'}`),
    );
    expect(inSchema.sort()).toEqual(declared.sort());
  });

  it('exports a heading for every declared table and leaves no row of the user after the deletion', async () => {
    const email = `declared-${Date.now()}@example.com`;
    const password = 'ogni-tabella-dichiarata';
    const owner = browserClient(t, { lang: 'en' });
    const id = await signUpVerified(t, owner, email, password);
    const foods = await foodIds(t);
    const added = await owner.call(
      'POST',
      '/api/fridge-items',
      { foodId: foods.pears, bagSize: 'S' },
      {
        'Idempotency-Key': crypto.randomUUID(),
      },
    );
    expect(added.status).toBe(201);
    expect((await owner.post('/api/push/subscriptions', push.subscribe())).status).toBe(201);
    expect((await owner.post('/api/auth/two-factor/enable', { password })).status).toBe(200);
    expect((await owner.post('/api/account/calendar')).status).toBe(200);
    expect((await owner.call('DELETE', `/api/shelf-lives/${foods.pears}`)).status).toBe(204);
    expect((await owner.post('/api/household', { name: 'Casa' })).status).toBe(201);
    expect((await owner.post('/api/household/invites')).status).toBe(201);
    // The monthly summary's record is written by the reminder loop, not by a request.
    await t.database.db.insert(schema.monthlySummaries).values({ userId: id, month: '2026-10' });
    const [prize] = await t.database.db
      .insert(schema.prizes)
      .values({
        slug: `declared-${Date.now()}`,
        minLevel: 1,
        titleIt: 'Sacchetto',
        titleEn: 'Bag',
        descriptionIt: 'Un sacchetto.',
        descriptionEn: 'A bag.',
      })
      .returning({ id: schema.prizes.id });
    await t.database.db
      .insert(schema.prizeClaims)
      .values({ prizeId: prize!.id, userId: id, code: 'DECLARED-1' });

    const count = async (table: PgTable, column: string) => {
      const [row] = rowsOf<{ n: string }>(
        await t.database.db.execute(
          sql`select count(*) as n from ${table} where ${sql.identifier(column)} = ${id}`,
        ),
      );
      return Number(row!.n);
    };
    for (const { table, user } of USER_TABLES) {
      expect(await count(table, user.name), `${name(table)} has a row of the user`).toBeGreaterThan(0);
    }

    const exported = await owner.get<Record<string, unknown>>('/api/account/export');
    expect(exported.status).toBe(200);
    for (const { exported: section, table } of USER_TABLES) {
      if (typeof section !== 'string') continue;
      const rows = exported.body[section];
      expect(Array.isArray(rows) && rows.length > 0, `${name(table)} is exported as ${section}`).toBe(true);
    }

    expect((await owner.call('DELETE', '/api/account', { password })).status).toBe(200);
    for (const { table, user } of USER_TABLES) {
      expect(await count(table, user.name), `${name(table)} after the deletion`).toBe(0);
    }
  });
});
