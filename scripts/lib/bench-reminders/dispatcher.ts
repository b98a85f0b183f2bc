// The app's reminder dispatcher as a server instance builds it, pointed at the sinks, and one timed pass of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../src/server/db/client';
import { loadEnv } from '../../../src/server/env';
import { createLogger } from '../../../src/server/http/logger';
import { smtpMailer } from '../../../src/server/mail/mailer';
import { dispatchDue, type DispatchDeps } from '../../../src/server/reminders/dispatcher';
import type { DispatchReport } from '../../../src/server/reminders/settle';
import { dispatchDepsFrom } from '../../../src/server/reminders/loop';
import { localDiskStorage } from '../../../src/server/storage/local-disk';
import type pg from 'pg';
import { cpuBetween, snapshotCpu, type CpuUse } from './cpu';
import { sampleMemory, type MemoryProfile } from './memory';
import type { SinkCounts } from './sink-protocol';
import type { Sinks } from './sinks';

export const POOL_SIZE = 8;

export interface Dispatcher {
  deps: DispatchDeps;
  close(): Promise<void>;
}

export interface Pass {
  /** undefined: the dispatcher's default. */
  concurrency: number | undefined;
  report: DispatchReport;
  sinks: SinkCounts;
  seconds: number;
  memory: MemoryProfile;
  cpu: CpuUse;
  /** The machine's 1-minute load average at the end: other work on it slows the pass down. */
  loadAverage: number;
}

export async function createDispatcher(
  databaseUrl: string,
  sinks: Sinks,
  poolSize = POOL_SIZE,
): Promise<Dispatcher> {
  const env = loadEnv({
    DATABASE_URL: databaseUrl,
    SMTP_URL: sinks.smtpUrl,
    PUSH_HOSTS: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ url: databaseUrl, poolSize });
  const storageDir = mkdtempSync(join(tmpdir(), 'fridge-bench-rem-storage-'));
  const mailer = smtpMailer(sinks.smtpUrl, env.mailFrom);
  const deps = await dispatchDepsFrom({
    database,
    storage: localDiskStorage(storageDir),
    env,
    logger: createLogger('silent'),
    mailer,
  });
  return {
    deps,
    async close() {
      mailer.close();
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * One pass over everything due at `now`, timed, with the memory sampled, the CPU of each process taking part
 * (`pool` is on the same database: it finds the PostgreSQL backends) and the sinks' counts after it.
 */
export async function timedPass(
  dispatcher: Dispatcher,
  sinks: Sinks,
  pool: pg.Pool,
  options: { now: Date; batchSize: number; concurrency: number | undefined },
): Promise<Pass> {
  await sinks.reset();
  const cpuBefore = await snapshotCpu(pool, sinks.pid);
  const memory = sampleMemory();
  const started = performance.now();
  const report = await dispatchDue(dispatcher.deps, {
    now: options.now,
    batchSize: options.batchSize,
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
  });
  const seconds = (performance.now() - started) / 1000;
  const profile = memory.stop();
  const cpu = cpuBetween(cpuBefore, await snapshotCpu(pool, sinks.pid));
  return {
    concurrency: options.concurrency,
    report,
    sinks: await sinks.counts(),
    seconds,
    memory: profile,
    cpu,
    loadAverage: loadavg()[0]!,
  };
}
