// What the logs keep of a failure: its message and code, never the personal data or secrets around it.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import { errorHandler } from './errors';
import { createLogger, requestLogger } from './logger';

const EMAIL = 'mario.rossi@example.com';
const TOKEN = 'Zq8sessiontokenSECRET7d1f9c2b44';
const COOKIE = `fridge.session_token=${TOKEN}.signature`;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, output: () => lines.join('') };
}

/** An app whose routes fail inside a query whose parameters hold an e-mail address and a session token. */
function failingApp(logger: ReturnType<typeof createLogger>) {
  const db = database.db;
  const app = new Hono();
  app.use(requestLogger(logger));
  app.post('/api/duplicate-user', async (c) => {
    await db.execute(sql`insert into users (id, email) values ('log-a', ${EMAIL}) on conflict do nothing`);
    await db.execute(sql`insert into users (id, email) values ('log-b', ${EMAIL})`);
    return c.body(null, 204);
  });
  app.post('/api/duplicate-session', async (c) => {
    const expires = new Date(Date.now() + 60_000);
    const insert = () =>
      db.execute(sql`insert into sessions (id, user_id, token, expires_at)
        values (${`s-${Math.random()}`}, 'log-a', ${TOKEN}, ${expires})`);
    await insert();
    await insert();
    return c.body(null, 204);
  });
  app.onError(errorHandler(logger));
  return app;
}

describe('logs', () => {
  it("keep a failed query's message and code, not its parameters or the database's detail", async () => {
    const { logger, output } = capturingLogger();
    const app = failingApp(logger);
    const headers = { Cookie: COOKIE, Authorization: `Bearer ${TOKEN}` };
    expect((await app.request('/api/duplicate-user', { method: 'POST', headers })).status).toBe(500);
    expect((await app.request('/api/duplicate-session', { method: 'POST', headers })).status).toBe(500);

    const logged = output();
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(logged).toContain('23505');
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(TOKEN);
  });

  it('leave out cookies, authorization headers, tokens and e-mail addresses wherever they are', async () => {
    const { logger, output } = capturingLogger();
    logger.info(
      { headers: { cookie: COOKIE, authorization: `Bearer ${TOKEN}` }, user: { email: EMAIL } },
      `sign-in by ${EMAIL}`,
    );
    logger.warn({ source: 'auth' }, `Failed to send the code to ${EMAIL}`);
    logger.error(new Error(`SMTP: recipient <${EMAIL}> rejected`));
    logger.info({ token: TOKEN, sessionToken: TOKEN, password: 'hunter2-hunter2' }, 'fields');
    const app = new Hono();
    app.use(requestLogger(logger));
    await app.request(`/api/auth/reset-password/${TOKEN}?callbackURL=/reset`);

    const logged = output();
    expect(logged).toContain('sign-in by');
    expect(logged).toContain('SMTP: recipient');
    expect(logged).toContain('/api/auth/reset-password/');
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('hunter2');
  });
});
