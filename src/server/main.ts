// Entry point: `npm start` runs this (bundled) to serve the API and the web app from one process.
import { lockDataDir } from './data-dir-lock';
import { InvalidEnvError, loadEnv, type Env } from './env';
import { createLogger } from './http/logger';
import { closeServer, listen } from './listen';
import { startUpNotes } from './start-up-notes';

/** How long the requests in flight may take to finish once a shutdown starts. */
const REQUESTS_GRACE_MS = 15_000;
/** The most a shutdown takes, with the e-mails left to send: under systemd's 90 s and Kubernetes's 30 s. */
const SHUTDOWN_LIMIT_MS = 28_000;

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  const release = env.databaseUrl ? () => {} : lockDataDir(env.dataDir);
  // The app's modules load once the settings are known to be good: bad ones are said at once, not after
  // loading everything (seconds for a process that only prints what is wrong).
  const { bootstrap } = await import('./bootstrap');
  const instance = await bootstrap(env, logger);
  const server = listen({ fetch: instance.app.fetch, port: env.port, hostname: env.host }, (info) => {
    logger.info({ port: info.port, url: env.publicUrl }, `listening on ${env.publicUrl}`);
    for (const note of startUpNotes(env)) logger.warn(note);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${env.port} is already in use (set PORT to use another)`
        : error.message;
    logger.fatal({ err: error }, `cannot serve: ${reason}`);
    void instance.close().finally(() => {
      release();
      process.exit(1);
    });
  });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    // Whatever happens below, the process goes before a process manager would kill it.
    setTimeout(() => {
      logger.error('shutdown took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    logger.info({ signal }, 'shutting down: finishing the requests in flight');
    instance.drain.start();
    const requests = await closeServer(server, REQUESTS_GRACE_MS);
    if (requests === 'cut') logger.warn('requests still in flight after the grace period were cut');
    await instance.close();
    logger.info('shut down');
    release();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
