// Prepares one instance: opens and migrates the database, seeds the catalogue, builds the app.
import { join } from 'node:path';
import type { Logger } from 'pino';
import { mergeGuestInto } from './accounts/merge-guest';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { sharedSecret } from './auth/secrets';
import { openDatabase, type Database, type DatabaseOptions } from './db/client';
import { migrate } from './db/migrate';
import type { Env } from './env';
import { seedFoods } from './foods/seed';
import { seedIdeas } from './ideas/seed';
import { mailLeftSettled } from './mail/after-answer';
import { createMailer } from './mail/mailer';
import { tidyOutbox } from './mail/outbox';
import { clientDistDir, distDir } from './paths';
import { startReminderLoop } from './reminders/loop';
import { seedRewards } from './rewards/seed';
import { createStorage } from './storage/create';
import { createDrain, type Drain } from './http/drain';
import { builtPageScriptHashes } from './web/page-scripts';
import { loadPageRenderer, type PageRenderer } from './web/server-render';
import { loadStaticFiles } from './web/static-files';

export interface Instance {
  app: ReturnType<typeof createApp>;
  database: Database;
  /** Started by the shutdown: readiness says no, event streams end, reminders stop being claimed. */
  drain: Drain;
  close(): Promise<void>;
}

/** How long a shutdown waits for the e-mails the last requests asked for (systemd gives 90 s, Kubernetes 30). */
const SHUTDOWN_MAIL_WAIT_MS = 10_000;

export async function bootstrap(env: Env, logger: Logger): Promise<Instance> {
  const options: DatabaseOptions = env.databaseUrl
    ? {
        url: env.databaseUrl,
        timeouts: env.databaseTimeouts,
        onIdleError: (err) => logger.warn({ err }, 'database connection lost'),
      }
    : { dataDir: join(env.dataDir, 'pglite') };
  const database = await openDatabase(options);
  try {
    const applied = await migrate(database.db);
    const storage = createStorage(env);
    const { inserted } = await seedFoods(database.db, storage);
    const rewards = await seedRewards(database.db);
    const seededIdeas = await seedIdeas(database.db);
    logger.info(
      {
        database: database.kind,
        migrationsApplied: applied,
        foodsInserted: inserted,
        prizesInserted: rewards.prizes,
        couponsInserted: rewards.coupons,
        ideasInserted: seededIdeas.inserted,
      },
      'database ready',
    );
    // The fridge is drawn on the server by asking the app itself for the user's data (made below).
    let renderer: PageRenderer | null = null;
    const web = await loadStaticFiles(clientDistDir, env.publicConfig, () => renderer);
    if (!web) logger.warn('dist/client is missing: run `npm run build` to serve the web app');
    const mailer = createMailer(env, database.db);
    if (mailer.kind === 'outbox') await tidyOutbox(database.db, env);
    const drain = createDrain();
    const deps = { database, storage, env, logger, mailer, drain };
    const auth = createAuth(deps, env.authSecret ?? (await sharedSecret(database.db, 'auth')), {
      mergeGuest: mergeGuestInto,
    });
    const scriptHashes = web ? await builtPageScriptHashes(clientDistDir) : [];
    const app = createApp(deps, { auth, scriptHashes, ...(web ? { web } : {}) });
    if (web) {
      renderer = await loadPageRenderer(
        distDir,
        env.publicConfig,
        async (request) => app.fetch(request),
        logger,
      );
    }
    const reminders = await startReminderLoop(deps);
    // Draining, this instance claims no more reminders: those due are the other instances' at once.
    drain.onStart(() => void reminders.stop());
    return {
      app,
      database,
      drain,
      async close() {
        await reminders.stop();
        // The e-mails the last requests asked for go out first (a code asked for just before a restart), for
        // as long as a process manager usually waits before it kills.
        const left = await mailLeftSettled(mailer, SHUTDOWN_MAIL_WAIT_MS);
        if (left > 0) logger.warn({ left }, 'e-mails still on their way at shutdown not sent');
        mailer.close();
        storage.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
