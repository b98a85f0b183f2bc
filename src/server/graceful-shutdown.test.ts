// SIGTERM to a real server process: it stops accepting connections, finishes the request in flight, ends its
// event streams with a hint to reconnect soon, and exits by itself, well within a process manager's patience.
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { browserClient, type BrowserClient } from '../../tests/support/browser-client';
import { startChildServer, type ChildServer } from '../../tests/support/child-server';
import { describeOnPostgres, itOnPostgres } from '../../tests/support/postgres-only';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database } from './db/client';

describeOnPostgres('a server told to stop (SIGTERM)', () => {
  let database: Database & { url?: string };
  let server: ChildServer;
  let locker: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startChildServer(database.url!);
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await locker?.end();
    await database?.close();
  });

  /** The open event stream's text so far, and whether it has ended. */
  async function openStream(client: BrowserClient) {
    const res = await fetch(`${server.url}/api/events`, {
      headers: { Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const state = { text: '', ended: false };
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) break;
        state.text += new TextDecoder().decode(value);
      }
      state.ended = true;
    })();
    return state;
  }

  /** What a new TCP connection to the port meets: 'connected', or the error's code. */
  const connects = (port: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });

  const until = async (what: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!what()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  itOnPostgres(
    'finishes the request in flight, ends its event streams asking for a quick reconnect, and exits 0',
    async () => {
      const client = browserClient(server.client, { origin: server.url });
      expect((await client.post('/api/auth/sign-in/anonymous')).status).toBe(200);
      const foods = (await client.get<{ id: number }[]>('/api/foods?limit=1')).body;
      const added = await client.post<{ id: string }>('/api/fridge-items', {
        foodId: foods[0]!.id,
        bagSize: 'M',
      });
      expect(added.status).toBe(201);
      const stream = await openStream(client);
      await until(() => stream.text.includes('event: ready'));

      // The item's row is held, so eating it waits: a request in flight when the signal comes.
      await locker.query('begin');
      await locker.query('select id from fridge_items where id = $1 for update', [added.body.id]);
      const eating = client.call('DELETE', `/api/fridge-items/${added.body.id}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stoppedAt = Date.now();
      server.process.kill('SIGTERM');

      // The stream ends at once, telling the browser to come back in half a second.
      await until(() => stream.ended, 5000);
      expect(stream.text).toMatch(/retry: 500\n\n$/);
      // No new connection is taken.
      await until(() => server.output().includes('shutting down'), 5000);
      await expect(connects(new URL(server.url).port)).resolves.toBe('ECONNREFUSED');
      // The held row is let go: the request in flight is answered, not cut.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await locker.query('commit');
      expect((await eating).status).toBe(204);
      await until(() => server.exitCode() !== undefined, 15_000);
      expect(server.exitCode()).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(15_000);
      expect(server.output()).toContain('"msg":"shut down"');
      const [row] = (
        await locker.query('select count(*)::int as n from fridge_items where id = $1', [added.body.id])
      ).rows as { n: number }[];
      expect(row!.n).toBe(0);
    },
    60_000,
  );
});
