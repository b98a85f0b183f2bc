// `npm run reminders:dispatch -- [--now 2026-12-01T09:00:00+01:00] [--batch 500]`: one dispatcher pass, as
// if it were that moment, then prints what it sent. For operators' cron jobs (with REMINDER_INTERVAL_SECONDS=0
// on the servers) and for tests. Uses the same settings as the server (DATABASE_URL, DATA_DIR, SMTP_URL...).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { loadEnv } from '../env';
import { createLogger } from '../http/logger';
import { createMailer } from '../mail/mailer';
import { tidyOutbox } from '../mail/outbox';
import { createStorage } from '../storage/create';
import { dispatchDue } from './dispatcher';
import { dispatchDepsFrom } from './loop';

const { values } = parseArgs({
  options: { now: { type: 'string' }, batch: { type: 'string' } },
});
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now ${values.now}: not a date (use ISO 8601, e.g. 2026-12-01T09:00:00+01:00)`);
  process.exit(2);
}

const env = loadEnv();
const logger = createLogger(env.logLevel);
const release = env.databaseUrl ? () => {} : lockDataDir(env.dataDir);
const database = await openDatabase(
  env.databaseUrl
    ? { url: env.databaseUrl, timeouts: env.databaseTimeouts }
    : { dataDir: join(env.dataDir, 'pglite') },
);
try {
  await migrate(database.db);
  const mailer = createMailer(env, database.db);
  if (mailer.kind === 'outbox') await tidyOutbox(database.db, env);
  const deps = { database, storage: createStorage(env), env, logger, mailer };
  const dispatch = await dispatchDepsFrom(deps);
  const report = await dispatchDue(dispatch, {
    now,
    ...(values.batch ? { batchSize: Number(values.batch) } : {}),
  });
  console.log(
    `${now.toISOString()}: ${report.claimed} reminders due, ${report.emails} e-mails and ${report.pushes} ` +
      `push notifications sent; ${report.skipped} for items no longer stored, ${report.unreachable} with no ` +
      `channel, ${report.retrying} to retry, ${report.failed} given up, ${report.gone} subscriptions gone.`,
  );
  console.log(JSON.stringify(report));
  mailer.close();
  dispatch.push.close();
} finally {
  await database.close();
  release();
}
