// Start-up on a database that has nothing yet: migrations, seed, restarts and several instances at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../tests/support/test-database';
import { describeOnPostgres } from '../../tests/support/postgres-only';
import { startSmtpSink } from '../../tests/support/smtp-sink';
import { bootstrap, type Instance } from './bootstrap';
import { rowsOf } from './db/client';
import { loadEnv } from './env';
import { createLogger } from './http/logger';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fridge-boot-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(settings: Record<string, string>): Promise<Instance> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...settings });
  return bootstrap(env, createLogger('silent'));
}

async function foodCount(instance: Instance): Promise<number> {
  const res = await instance.app.request('/api/foods');
  return ((await res.json()) as unknown[]).length;
}

describe.runIf(inject('dbKind') === 'pglite')('on the embedded database', () => {
  it('creates the folders, migrates, seeds, and keeps the data across a restart', async () => {
    const dataDir = join(await scratchDir(), 'nested', 'data');
    const first = await start({ DATA_DIR: dataDir });
    expect(await foodCount(first)).toBe(24);
    await first.database.db.execute(sql`insert into users (id, email) values ('kept', 'kept@example.com')`);
    await first.close();

    const second = await start({ DATA_DIR: dataDir });
    expect(await foodCount(second)).toBe(24);
    const rows = await second.database.db.execute(sql`select id from users where id = 'kept'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await second.close();
    // Two whole migrations and seeds in WebAssembly, which the other tests skip by copying a template: on a
    // busy 2-core machine that alone came near the default 30 seconds.
  }, 120_000);
});

describeOnPostgres('on a PostgreSQL server', () => {
  it('lets several instances start together on one empty database', async () => {
    const database = await createEmptyPostgresDatabase();
    cleanups.push(() => database.drop());
    const settings = async () => ({ DATABASE_URL: database.url, DATA_DIR: await scratchDir() });
    const instances = await Promise.all([
      start(await settings()),
      start(await settings()),
      start(await settings()),
    ]);
    for (const instance of instances) {
      expect(await foodCount(instance)).toBe(24);
      expect((await instance.app.request('/api/health')).status).toBe(200);
    }
    await Promise.all(instances.map((i) => i.close()));
  });

  it('sets the connection limits of the settings on every connection', async () => {
    const database = await createEmptyPostgresDatabase();
    cleanups.push(() => database.drop());
    const instance = await start({
      DATABASE_URL: database.url,
      DATA_DIR: await scratchDir(),
      DATABASE_STATEMENT_TIMEOUT_MS: '4000',
      DATABASE_LOCK_TIMEOUT_MS: '3000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '20000',
    });
    const setting = async (name: string) =>
      rowsOf<Record<string, string>>(await instance.database.db.execute(sql.raw(`show ${name}`)))[0]![name];
    expect(await setting('statement_timeout')).toBe('4s');
    expect(await setting('lock_timeout')).toBe('3s');
    expect(await setting('idle_in_transaction_session_timeout')).toBe('20s');
    await instance.close();
  });

  it('sends the e-mail of a request answered just before it shuts down (a restart loses no code)', async () => {
    const database = await createEmptyPostgresDatabase();
    cleanups.push(() => database.drop());
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    const instance = await start({
      DATABASE_URL: database.url,
      DATA_DIR: await scratchDir(),
      SMTP_URL: smtp.url,
    });
    const email = 'just-before-the-restart@example.com';
    const password = 'gestione-del-frigo-2026';
    // The mail server takes its time, as a real one can.
    smtp.setSlowness(1500);
    const signUp = await instance.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password,
        confirmPassword: password,
      }),
    });
    expect(signUp.status).toBe(200);
    // The code is mailed after the answer; the process is told to stop at once (SIGTERM calls this).
    await instance.close();
    expect(smtp.messages.map((m) => m.to)).toEqual([[email]]);
  });
});
