// The database connection's limits: statements and lock waits that run too long are cut, and a database
// that cannot be reached stops start-up quickly with a message naming DATABASE_URL, never its password.
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import { databaseUrl } from '../../../tests/support/postgres-urls';
import { describeOnPostgres, itOnPostgres } from '../../../tests/support/postgres-only';
import { openDatabase, type Database } from './client';

const PASSWORD = 'hunter2-not-for-logs';

/** What openDatabase throws for `url`, and how long it took. */
async function failureOf(url: string, connectMs = 5000): Promise<{ message: string; ms: number }> {
  const started = Date.now();
  const timeouts = { connectMs, statementMs: 15_000, lockMs: 5000, idleInTransactionMs: 60_000 };
  const error = await openDatabase({ url, timeouts }).then(
    async (database) => {
      await database.close();
      throw new Error(`${url} opened`);
    },
    (e: unknown) => e as Error,
  );
  return { message: error.message, ms: Date.now() - started };
}

describe('a database that cannot be opened', () => {
  it('fails at once on a closed port, naming DATABASE_URL without the password', async () => {
    const { message, ms } = await failureOf(`postgres://postgres:${PASSWORD}@127.0.0.1:1/postgres`);
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('127.0.0.1:1');
    expect(message).not.toContain(PASSWORD);
    expect(ms).toBeLessThan(5000);
  });

  it('gives up on a server that does not answer after the connect timeout', async () => {
    // Accepts the connection and never says a word, as a stuck server or a firewall that drops replies.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const { message, ms } = await failureOf(`postgres://postgres:${PASSWORD}@127.0.0.1:${port}/x`, 500);
      expect(message).toContain('DATABASE_URL');
      expect(message).toMatch(/timeout/);
      expect(message).not.toContain(PASSWORD);
      expect(ms).toBeLessThan(3000);
    } finally {
      silent.close();
    }
  });

  itOnPostgres('names DATABASE_URL when the database does not exist', async () => {
    const url = new URL(databaseUrl('no_such_database'));
    url.password = PASSWORD;
    const { message } = await failureOf(url.toString());
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('no_such_database');
    expect(message).not.toContain(PASSWORD);
  });
});

// PGlite is one connection inside this process, without the server's timers: it has no statement or lock
// timeout to set, and nothing else can hold a lock against it.
describeOnPostgres('timeouts (PGlite has one in-process connection)', () => {
  let owner: Database & { url?: string };
  let limited: Database;
  // The lock's wait is timed apart from the statement's: a statement timeout only a little longer than the
  // lock timeout fires first on a loaded machine, where the update takes that little before it waits.
  let lockLimited: Database;
  beforeAll(async () => {
    owner = await createTestDatabase();
    limited = await openDatabase({
      url: owner.url!,
      poolSize: 2,
      timeouts: { connectMs: 5000, statementMs: 300, lockMs: 200, idleInTransactionMs: 60_000 },
    });
    lockLimited = await openDatabase({
      url: owner.url!,
      poolSize: 1,
      timeouts: { connectMs: 5000, statementMs: 20_000, lockMs: 200, idleInTransactionMs: 60_000 },
    });
  });
  afterAll(async () => {
    await lockLimited.close();
    await limited.close();
    await owner.close();
  });

  const causeOf = (error: unknown) => (error as { cause?: { code?: string; message?: string } }).cause;

  it('cuts a statement that runs longer than the statement timeout', async () => {
    const error = await limited.db.execute(sql`select pg_sleep(3)`).catch((e: unknown) => e);
    expect(causeOf(error)).toMatchObject({
      code: '57014',
      message: expect.stringMatching(/statement timeout/),
    });
  });

  it('cuts a wait for a lock held longer than the lock timeout', async () => {
    await owner.db.execute(sql`insert into users (id, email) values ('lock-holder', 'lock@example.com')`);
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = owner.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = 'lock-holder' for update`);
      locked();
      await held;
    });
    await lockTaken;
    const error = await lockLimited.db
      .execute(sql`update users set points = 1 where id = 'lock-holder'`)
      .catch((e: unknown) => e);
    release();
    await holding;
    expect(causeOf(error)).toMatchObject({ code: '55P03', message: expect.stringMatching(/lock timeout/) });
  });
});
