// The first admin comes from the command line: by address, registered accounts only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { grantAdmin } from './grant';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    insert into users (id, email, is_anonymous) values
      ('admin-to-be', 'Chef@Example.com', false), ('a-guest', 'guest-1@anonymous.local', true)`);
});
afterAll(() => t.close());

const roleOf = async (id: string) =>
  rowsOf<{ role: string }>(await t.database.db.execute(sql`select role from users where id = ${id}`))[0]!
    .role;

describe('grantAdmin', () => {
  it('makes a registered account an admin, by its address in any case, once', async () => {
    expect(await grantAdmin(t.database.db, ' chef@example.com ')).toBe('granted');
    expect(await roleOf('admin-to-be')).toBe('admin');
    expect(await grantAdmin(t.database.db, 'CHEF@example.com')).toBe('already');
  });

  it('refuses an unknown address and a guest', async () => {
    expect(await grantAdmin(t.database.db, 'nobody@example.com')).toBe('not_found');
    expect(await grantAdmin(t.database.db, 'guest-1@anonymous.local')).toBe('guest');
    expect(await roleOf('a-guest')).toBe('user');
  });
});
