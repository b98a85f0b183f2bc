// What every route module receives: the database, storage, settings and logger of this instance.
import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

export interface AppDeps {
  database: Database;
  storage: Storage;
  env: Env;
  logger: Logger;
  mailer: Mailer;
}
