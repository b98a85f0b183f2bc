// What every route module receives: the database, storage, settings and logger of this instance, and its
// shutting down.
import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Drain } from './http/drain';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

export interface AppDeps {
  database: Database;
  storage: Storage;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  /** Told when the instance starts shutting down (bootstrap.ts); tests without one never drain. */
  drain?: Drain;
}
