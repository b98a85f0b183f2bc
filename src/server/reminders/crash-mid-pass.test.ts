// A dispatcher killed in the middle of a pass (SIGKILL: no clean-up runs) and run again once its claims'
// lease is over: every reminder reaches its users, no e-mail kept in the outbox is there twice, and a push is
// repeated only if its send was in flight at the moment of the kill.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { insertDueReminders, ITEMS_PER_USER } from '../../../scripts/lib/bench-reminders/bench-data';
import { droppablePool } from '../../../tests/support/droppable-pool';
import { describeOnPostgres, itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import { DEFAULT_CONCURRENCY } from './dispatcher';

const USERS = 400;
const DUE = new Date('2027-03-01T08:00:00Z');
/** After the killed pass's lease (5 minutes) has run out. */
const AGAIN = new Date(DUE.getTime() + 6 * 60_000);

/** A push service that takes every message, a little slowly (so sends are in flight), and counts them. */
async function startCountingPushService() {
  const received = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = `${req.url} ${String(req.headers.topic)}`;
      setTimeout(() => {
        received.set(key, (received.get(key) ?? 0) + 1);
        res.writeHead(201).end();
      }, 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeOnPostgres('a dispatcher killed in the middle of a pass', () => {
  let database: Database & { url?: string };
  let admin: pg.Pool;
  let push: Awaited<ReturnType<typeof startCountingPushService>>;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = droppablePool(database.url!);
    push = await startCountingPushService();
    dataDir = await mkdtemp(join(tmpdir(), 'fridge-crash-'));
    await insertDueReminders(admin, USERS, DUE, push.url);
  }, 60_000);

  afterAll(async () => {
    await push?.close();
    await admin?.end();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** `npm run reminders:dispatch -- --now <at>` in its own process, on the outbox (no SMTP_URL). */
  function dispatcher(at: Date, logLevel = 'silent') {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/reminders/dispatch-cli.ts', '--now', at.toISOString()],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          PUSH_HOSTS: '127.0.0.1',
          LOG_LEVEL: logLevel,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, exited, output: () => output };
  }

  const count = async (query: string) => Number((await admin.query<{ n: string }>(query)).rows[0]!.n);

  itOnPostgres(
    'repeats no e-mail of the outbox and loses none, after a SIGKILL and a restart',
    async () => {
      const first = dispatcher(DUE);
      // Killed once part of the e-mails are out, while the rest are being sent.
      let kept = 0;
      for (let waited = 0; kept < USERS / 5 && waited < 60_000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        kept = await count('select count(*) as n from mail_outbox');
        if (first.child.exitCode !== null) break;
      }
      first.child.kill('SIGKILL');
      expect((await first.exited).signal, first.output()).toBe('SIGKILL');
      const atKill = await count('select count(*) as n from mail_outbox');
      expect(atKill).toBeGreaterThan(0);
      expect(atKill).toBeLessThan(USERS);

      // Its log says why, should a reminder be left open (retried later, given up).
      const second = dispatcher(AGAIN, 'info');
      expect((await second.exited).code, second.output()).toBe(0);

      // Every user has their e-mail, once, and the outbox's folder holds each one once.
      expect(await count('select count(*) as n from mail_outbox')).toBe(USERS);
      expect(await count('select count(distinct to_address) as n from mail_outbox')).toBe(USERS);
      const ids = (await admin.query<{ id: string }>('select id::text from mail_outbox')).rows.map(
        (r) => r.id,
      );
      const files = (await readdir(join(dataDir, 'outbox'))).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(USERS);
      for (const id of ids)
        expect(
          files.filter((f) => f.includes(id)),
          id,
        ).toHaveLength(1);

      // Every reminder was delivered by both channels, and is closed.
      const why = second
        .output()
        .split('\n')
        .filter((line) => /retried|given up|fail|error/i.test(line))
        .slice(0, 10)
        .join('\n');
      expect(await count('select count(*) as n from fridge_items_reminders where not reminded'), why).toBe(0);
      expect(await count(`select count(*) as n from reminder_deliveries where channel = 'email'`)).toBe(
        USERS * ITEMS_PER_USER,
      );
      // A push can be repeated only when it was in flight at the kill: no more than the sends in flight.
      const repeated = [...push.received.values()].filter((n) => n > 1).length;
      expect([...push.received.values()].every((n) => n <= 2)).toBe(true);
      expect(repeated).toBeLessThanOrEqual(DEFAULT_CONCURRENCY);
    },
    180_000,
  );
});
