// The database ends the server's connections (a restart, a failover, an operator, our own idle-in-transaction
// limit) while users write: the process stays up, the requests caught in it are answered 503 with Retry-After
// (never 500), every change answered 2xx is stored exactly once, and the next requests work on new connections.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { startChildServer, type ChildServer } from '../../../tests/support/child-server';
import { userIdOf } from '../../../tests/support/fridge';
import { describeOnPostgres, itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestDatabase } from '../../../tests/support/test-database';
import { itemIdFor } from '@/shared/item-id';
import type { Database } from './client';

const USERS = 8;
const ADDS_EACH = 20;

describeOnPostgres('a database that drops its connections', () => {
  let database: Database & { url?: string };
  let server: ChildServer;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A reminder pass runs every second meanwhile, as on a server.
    server = await startChildServer(database.url!, { REMINDER_INTERVAL_SECONDS: '1' });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await admin?.end();
    await database?.close();
  });

  /** Ends every connection to the test database but the one asking, as pg_terminate_backend does. */
  async function terminateAll(): Promise<number> {
    const result = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return result.rows.length;
  }

  async function guest(): Promise<BrowserClient> {
    const client = browserClient(server.client, { origin: server.url });
    const res = await client.post('/api/auth/sign-in/anonymous');
    expect(res.status).toBe(200);
    return client;
  }

  itOnPostgres(
    'stays up, answers 503 with Retry-After to what it caught, stores each answered change once',
    async () => {
      const foods = (await (
        await server.client.request('http://localhost:3000/api/foods?limit=100')
      ).json()) as {
        id: number;
      }[];
      const guests = await Promise.all(Array.from({ length: USERS }, () => guest()));
      const answers: { status: number; retryAfter: string | null; id: string; body: unknown }[] = [];

      // Read before the burst: a request caught in it is answered 503, with no session to read.
      const userIds = new Map(await Promise.all(guests.map(async (g) => [g, await userIdOf(g)] as const)));
      async function writeAll(client: BrowserClient): Promise<void> {
        const userId = userIds.get(client)!;
        for (let i = 0; i < ADDS_EACH; i++) {
          const id = randomUUID();
          const res = await client
            .call(
              'POST',
              '/api/fridge-items',
              {
                id,
                foodId: foods[i % foods.length]!.id,
                bagSize: 'M',
                startDatetime: new Date().toISOString(),
              },
              { 'Idempotency-Key': randomUUID() },
            )
            .catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
          // The server stores the item under an id made from the account's and the one sent.
          answers.push({
            status: res.status,
            retryAfter: res.headers.get('Retry-After'),
            id: await itemIdFor(userId, id),
            body: res.body,
          });
          // Reads go on beside the writes.
          if (i % 4 === 0) await client.get('/api/fridge-items?limit=5').catch(() => undefined);
        }
      }

      // New guests sign in meanwhile: the auth library's requests are caught as well.
      const signIns: { status: number; retryAfter: string | null; body: unknown }[] = [];
      async function signInAll(): Promise<void> {
        for (let i = 0; i < 12; i++) {
          const client = browserClient(server.client, { origin: server.url });
          const res = await client
            .post('/api/auth/sign-in/anonymous')
            .catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
          signIns.push({ status: res.status, retryAfter: res.headers.get('Retry-After'), body: res.body });
        }
      }
      const burst = Promise.all([...guests.map(writeAll), signInAll()]);
      let ended = 0;
      for (let round = 0; round < 4; round++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        ended += await terminateAll();
      }
      await burst;

      expect(ended).toBeGreaterThan(0);
      expect(server.exitCode(), server.output()).toBeUndefined();
      expect(server.output()).not.toContain("Unhandled 'error' event");

      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 500 || s === 0),
        JSON.stringify(answers.filter((a) => a.status >= 500)),
      ).toEqual([]);
      for (const signIn of signIns.filter((a) => a.status !== 200)) {
        expect(signIn.status, JSON.stringify(signIn.body)).toBe(503);
        expect(Number(signIn.retryAfter)).toBeGreaterThan(0);
      }

      // The connections were ended under requests, not between them.
      const refused = answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.body).toMatchObject({ error: { code: 'unavailable' } });
      }
      for (const other of answers.filter((a) => a.status !== 201 && a.status !== 503)) {
        throw new Error(`unexpected answer ${other.status}: ${JSON.stringify(other.body)}`);
      }

      // Every add answered 201 is stored exactly once; one answered 503 is stored at most once.
      const stored = await admin.query<{ id: string; n: number }>(
        `select id::text, count(*)::int as n from fridge_items where id = any($1::uuid[]) group by id`,
        [answers.map((a) => a.id)],
      );
      const count = new Map(stored.rows.map((r) => [r.id, r.n]));
      for (const a of answers) {
        if (a.status === 201) {
          expect((a.body as { id: string }).id).toBe(a.id);
          expect(count.get(a.id), a.id).toBe(1);
        } else expect(count.get(a.id) ?? 0).toBeLessThanOrEqual(1);
      }

      // The next requests are served, on new connections.
      const after = await guests[0]!.call(
        'POST',
        '/api/fridge-items',
        { id: randomUUID(), foodId: foods[0]!.id, bagSize: 'S', startDatetime: new Date().toISOString() },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(after.status).toBe(201);
      expect(server.exitCode()).toBeUndefined();
    },
    120_000,
  );
});
