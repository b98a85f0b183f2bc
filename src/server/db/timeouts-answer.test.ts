// A request whose statement our own limits cancel (DATABASE_LOCK_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS)
// is answered 503 with Retry-After, which the app's offline queue honours, never 500; and changes nothing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { startChildServer } from '../../../tests/support/child-server';
import { userIdOf } from '../../../tests/support/fridge';
import { describeOnPostgres, itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Database } from './client';

describeOnPostgres('a statement cancelled by our limits', () => {
  let database: Database & { url?: string };
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  /** An add by a guest whose user row another transaction holds locked meanwhile. */
  async function addWhileLocked(settings: Record<string, string>) {
    const server = await startChildServer(database.url!, settings);
    try {
      const client = browserClient(server.client, { origin: server.url });
      await client.post('/api/auth/sign-in/anonymous');
      const userId = await userIdOf(client);
      const id = randomUUID();
      await admin.query('begin');
      await admin.query('select 1 from users where id = $1 for update', [userId]);
      const res = await client.call(
        'POST',
        '/api/fridge-items',
        { id, foodId: 1, bagSize: 'M', startDatetime: new Date().toISOString() },
        { 'Idempotency-Key': randomUUID() },
      );
      await admin.query('rollback');
      const stored = await admin.query('select 1 from fridge_items where id = $1', [id]);
      return { res, stored: stored.rowCount, output: server.output() };
    } finally {
      await server.stop();
    }
  }

  itOnPostgres(
    'a lock wait given up at DATABASE_LOCK_TIMEOUT_MS is 503 with Retry-After',
    async () => {
      const { res, stored, output } = await addWhileLocked({ DATABASE_LOCK_TIMEOUT_MS: '300' });
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ error: { code: 'unavailable' } });
      expect(stored).toBe(0);
      expect(output).not.toContain('unhandled error');
    },
    60_000,
  );

  itOnPostgres(
    'a statement cancelled at DATABASE_STATEMENT_TIMEOUT_MS is 503 with Retry-After',
    async () => {
      const { res, stored, output } = await addWhileLocked({
        DATABASE_LOCK_TIMEOUT_MS: '0',
        DATABASE_STATEMENT_TIMEOUT_MS: '300',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(stored).toBe(0);
      expect(output).not.toContain('unhandled error');
    },
    60_000,
  );
});
