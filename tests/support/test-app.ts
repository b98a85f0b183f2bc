// A whole app instance over a test database and a scratch storage folder, called in-process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { mergeGuestInto } from '../../src/server/accounts/merge-guest';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-deps';
import { createAuth, type Auth } from '../../src/server/auth/auth';
import { sharedSecret } from '../../src/server/auth/secrets';
import type { Database } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { seedFoods } from '../../src/server/foods/seed';
import { createLogger } from '../../src/server/http/logger';
import { mailLeftSettled } from '../../src/server/mail/after-answer';
import { createMailer, type Mailer } from '../../src/server/mail/mailer';
import { createDrain } from '../../src/server/http/drain';
import { createStorage } from '../../src/server/storage/create';
import type { Storage } from '../../src/server/storage/storage';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  /** On PostgreSQL, the URL of this app's database. */
  databaseUrl?: string;
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
  deps: AppDeps;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Every line the app logs, at every level, as it would be written (after redaction). */
export interface LogCapture {
  lines: string[];
}

/** A log the test reads: every level, each line kept as written. */
export function captureLog(): LogCapture & { destination: DestinationStream } {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

export async function createTestApp(
  settings: Record<string, string> = {},
  options: { log?: { destination: DestinationStream } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'fridge-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...settings,
  });
  const storage = createStorage(env);
  await seedFoods(database.db, storage);
  const mailer = createMailer(env, database.db);
  const logger = options.log ? createLogger('trace', options.log.destination) : createLogger(env.logLevel);
  // Never started unless a test does, as SIGTERM would.
  const deps = { database, storage, env, logger, mailer, drain: createDrain() };
  const auth = createAuth(deps, await sharedSecret(database.db, 'auth'), { mergeGuest: mergeGuestInto });
  const app = createApp(deps, { auth });
  return {
    app,
    database,
    ...(database.url ? { databaseUrl: database.url } : {}),
    storage,
    mailer,
    auth,
    deps,
    request: (path, init) => Promise.resolve(app.request(path, init)),
    async close() {
      // As the app's own shutdown does: the e-mails the last answers left go out before the database closes.
      await mailLeftSettled(mailer);
      storage.close();
      await database.close();
      // An e-mail sent just after the last answer may still be writing its file: rm tries again.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}
