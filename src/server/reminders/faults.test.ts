// The dispatcher under faults, on PostgreSQL: two dispatchers at once, and one killed with SIGKILL
// mid-batch and started again. Deliveries are counted where they arrive: at the SMTP and push sinks.
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startPushSink, type PushSink } from '../../../tests/support/push-sink';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { describeOnPostgres } from '../../../tests/support/postgres-only';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { smtpMailer } from '../mail/mailer';
import { DEFAULT_CONCURRENCY, dispatchDue, type DispatchDeps } from './dispatcher';
import { dispatchDepsFrom } from './loop';
import { createPushSender, resolveVapidKeys } from './push';

const USERS = 100;
const ITEMS_PER_USER = 10;
const DUE = '2027-02-01T08:00:00Z';
const FOODS = [
  'carrots',
  'lemons',
  'mandarins',
  'radishes',
  'red-cabbage',
  'bell-peppers',
  'blueberries',
  'grapes',
  'mangoes',
  'pineapple',
];

describeOnPostgres('reminders under faults', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let push: PushSink;
  const pools: Database[] = [];
  const mailers: { close(): void }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ PUSH_HOSTS: '127.0.0.1' });
    smtp = await startSmtpSink();
    push = await startPushSink();
  });
  afterAll(async () => {
    for (const mailer of mailers) mailer.close();
    for (const pool of pools) await pool.close();
    await t.close();
    await smtp.close();
    await push.close();
  });

  /** 1,000 reminders due at DUE: 100 verified users with 10 different foods each and a subscribed device. */
  beforeEach(async () => {
    smtp.messages.length = 0;
    push.messages.length = 0;
    const db = t.database.db;
    await db.execute(sql`delete from users where id like 'fault-%'`);
    await db.execute(sql`
      insert into users (id, email, email_verified, locale, time_zone)
      select 'fault-' || g, 'fault-' || g || '@example.com', true, 'en', 'Europe/Rome'
      from generate_series(1, ${USERS}) g`);
    await db.execute(sql`
      insert into fridge_items (user_id, food_id, bag_size, start_datetime, end_datetime)
      select 'fault-' || u, f.id, 'M', ${DUE}::timestamptz - interval '20 days', ${DUE}::timestamptz
      from generate_series(1, ${USERS}) u
      cross join foods f where f.slug in (${sql.join(
        FOODS.map((slug) => sql`${slug}`),
        sql`, `,
      )})`);
    await db.execute(sql`
      insert into fridge_items_reminders (fridge_item_id, reminder_datetime, is_default)
      select i.id, ${DUE}::timestamptz, true from fridge_items i where i.user_id like 'fault-%'`);
    for (let u = 1; u <= USERS; u++) {
      const device = push.subscribe();
      await db.execute(sql`
        insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${`fault-${u}`}, ${device.endpoint}, ${device.keys.p256dh}, ${device.keys.auth})`);
    }
  });

  /** A dispatcher with its own pool and sender; what it logs at info and above goes to `log`, if given. */
  async function dispatcherOnItsOwnPool(log?: string[]): Promise<DispatchDeps> {
    const pool = await openDatabase({ url: t.databaseUrl!, poolSize: 4 });
    pools.push(pool);
    const mailer = smtpMailer(smtp.url, '"My Fridge" <no-reply@myfridge.test>');
    mailers.push(mailer);
    const deps = await dispatchDepsFrom({ ...t.deps, database: pool });
    return {
      ...deps,
      db: pool.db,
      mailer,
      // The push sink answers from this test's own process, which two dispatchers' 128 sends at once keep
      // busy: on a loaded machine some answers took longer than the 10 s a real push service is given, and
      // those reminders were rightly left to be retried later. Here they are waited for.
      push: createPushSender(await resolveVapidKeys(pool.db, t.deps.env.vapid), t.deps.env.vapidSubject, {
        timeoutMs: 120_000,
      }),
      logger: log
        ? pino({ level: 'info' }, { write: (line: string) => log.push(line) })
        : pino({ level: 'silent' }),
    };
  }

  /** What arrived: each reminder's item once by push, each user's 10 foods once by e-mail. */
  function expectEachDeliveredOnce() {
    const topics = push.messages.map((m) => m.topic);
    expect(new Set(topics).size).toBe(USERS * ITEMS_PER_USER);
    const linesByUser = new Map<string, string[]>();
    for (const mail of smtp.messages) {
      // The items' lines, not the ideas' below them.
      const lines = mail.decoded.match(/^- .+, (sacchetto|bag) [SML]: .+$/gm) ?? [];
      linesByUser.set(mail.to[0]!, [...(linesByUser.get(mail.to[0]!) ?? []), ...lines]);
    }
    expect(linesByUser.size).toBe(USERS);
    for (const lines of linesByUser.values()) expect(new Set(lines).size).toBe(ITEMS_PER_USER);
    return { topics, linesByUser };
  }

  async function openReminders(): Promise<number> {
    return Number(
      rowsOf<{ n: string }>(
        await t.database.db.execute(sql`
          select count(*) as n from fridge_items_reminders r join fridge_items i on i.id = r.fridge_item_id
          where i.user_id like 'fault-%' and not r.reminded`),
      )[0]!.n,
    );
  }

  it('two dispatchers at once over 1,000 due reminders deliver each exactly once', async () => {
    const log: string[] = [];
    const [a, b] = [await dispatcherOnItsOwnPool(log), await dispatcherOnItsOwnPool(log)];
    const now = new Date(DUE);
    const reports = await Promise.all([
      dispatchDue(a, { now, batchSize: 50 }),
      dispatchDue(b, { now, batchSize: 50 }),
    ]);
    expect(reports[0].claimed + reports[1].claimed).toBe(USERS * ITEMS_PER_USER);
    // Both took part: the claims interleave instead of one waiting for the other.
    expect(reports[0].claimed).toBeGreaterThan(0);
    expect(reports[1].claimed).toBeGreaterThan(0);
    // A send that fails on the way is left to be retried, as it would be with a real push service: on a
    // loaded machine, 3 of the 1,000 did not reach the sink in the first pass (the project's CI). The next
    // pass, once their wait is over, sends them; each still arrives once, and none is lost.
    const retrying = reports[0].retrying + reports[1].retrying;
    const why = log.filter((line) => line.includes('will be retried'));
    expect(retrying, `left to retry: ${why.slice(0, 3).join('')}`).toBeLessThan(USERS);
    if (retrying > 0) {
      console.warn(`${retrying} left to retry after the first pass:\n${why.slice(0, 5).join('')}`);
      await dispatchDue(a, { now: new Date(Date.parse(DUE) + 10 * 60_000), batchSize: 50 });
    }
    const { topics, linesByUser } = expectEachDeliveredOnce();
    expect(topics).toHaveLength(USERS * ITEMS_PER_USER);
    for (const lines of linesByUser.values()) expect(lines).toHaveLength(ITEMS_PER_USER);
    expect(await openReminders()).toBe(0);
  });

  it('a dispatcher killed with SIGKILL mid-batch, started again, leaves every reminder delivered', async () => {
    const env = {
      ...process.env,
      DATABASE_URL: t.databaseUrl!,
      SMTP_URL: smtp.url,
      PUSH_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    };
    const run = (now: string) =>
      // node itself, not npx: SIGKILL must reach the dispatcher, not a wrapper that would leave it running.
      spawn(
        process.execPath,
        ['--import', 'tsx', 'src/server/reminders/dispatch-cli.ts', '--now', now, '--batch', '20'],
        {
          env,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );

    const first = run(DUE);
    const exited = new Promise((resolve) => first.on('exit', resolve));
    // Killed in the middle of its work: some deliveries made, some not.
    while (push.messages.length < 150) {
      if (first.exitCode !== null) throw new Error('the dispatcher finished before it could be killed');
      await new Promise((r) => setTimeout(r, 10));
    }
    first.kill('SIGKILL');
    await exited;
    const before = push.messages.length;
    expect(before).toBeLessThan(USERS * ITEMS_PER_USER);
    expect(await openReminders()).toBeGreaterThan(0);

    // Started again once the dead one's leases (5 minutes) have run out.
    const second = run('2027-02-01T08:06:00Z');
    let output = '';
    second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise((resolve) => second.on('exit', resolve))).toBe(0);
    expect(output).toMatch(/reminders due/);

    expect(await openReminders()).toBe(0);
    const { topics, linesByUser } = expectEachDeliveredOnce();
    // Only a message in flight at the kill (sent, not yet recorded) can arrive twice: at most one per
    // concurrent send, and with the same Topic / Message-ID as the first, which receivers collapse.
    const repeats = topics.length - new Set(topics).size;
    const mailRepeats = [...linesByUser.values()].reduce((n, l) => n + l.length - new Set(l).size, 0);
    expect(repeats + mailRepeats).toBeLessThanOrEqual(DEFAULT_CONCURRENCY);
    const ids = smtp.messages.map((m) => m.messageId);
    expect(ids.every((id) => /^<reminders\.[0-9a-f]{32}@/.test(id))).toBe(true);
  }, 120_000);
});
