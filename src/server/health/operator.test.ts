// What an operator watches: liveness and readiness apart, /metrics only with its token, and the request id on
// every log line written while a request is answered.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInGuest } from '../../../tests/support/fridge';
import { captureLog, createTestApp, type LogCapture, type TestApp } from '../../../tests/support/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;
let log: LogCapture;

beforeAll(async () => {
  const capture = captureLog();
  log = capture;
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, { log: capture });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.request('/metrics', authorization ? { headers: { Authorization: authorization } } : {});

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('is refused without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.text()).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route and status, with their latency, and says how the process and the reminders are', async () => {
    await t.request('/api/foods?limit=1');
    await t.request('/api/fridge-items/4f1c0b9e-3c1a-4b8e-9d6a-2b7f0c9e1a55', {
      method: 'DELETE',
      headers: { Origin: 'http://localhost:3000' },
    });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/foods",status="200"\} [1-9]/m);
    // One series per route, not per item.
    expect(text).toMatch(
      /^http_requests_total\{method="DELETE",route="\/api\/fridge-items\/:id",status="401"\} [1-9]/m,
    );
    expect(text).not.toContain('4f1c0b9e');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/foods"\} /m,
    );
    for (const name of [
      'event_streams_open',
      'reminders_due',
      'reminders_dispatch_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} `, 'm'));
    }
    if (inject('dbKind') === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} \d/m);
  });

  it('counts the reminders due and how long the oldest has waited', async () => {
    const due = async () => {
      const text = await (await scrape(`Bearer ${TOKEN}`)).text();
      return {
        due: Number(/^reminders_due (\S+)/m.exec(text)![1]),
        lag: Number(/^reminders_dispatch_lag_seconds (\S+)/m.exec(text)![1]),
      };
    };
    const before = await due();
    const client = await signedInGuest(t, { lang: 'en' });
    const [food] = (await client.get<{ id: number }[]>('/api/foods?slug=eq.pears')).body;
    const item = await client.post<{ id: string }>('/api/fridge-items', { foodId: food!.id, bagSize: 'M' });
    expect(item.status).toBe(201);
    // Its reminders fell due two hours ago, and no dispatcher has run.
    await t.database.db.execute(
      sql`update fridge_items_reminders set reminder_datetime = now() - interval '2 hours'
          where fridge_item_id = ${item.body.id}::uuid`,
    );
    const after = await due();
    expect(after.due).toBeGreaterThan(before.due);
    expect(after.lag).toBeGreaterThanOrEqual(7200);
  });
});

describe('liveness and readiness', () => {
  it('are ready with every migration, not ready when one is missing; alive all the same', async () => {
    const other = await createTestApp();
    try {
      expect((await other.request('/api/health/ready')).status).toBe(200);
      await other.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const ready = await other.request('/api/health/ready', { headers: { 'Accept-Language': 'en' } });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        error: { code: 'unavailable', message: 'The service is not available right now.' },
      });
      expect((await other.request('/api/health/live')).status).toBe(200);
      await other.database.close();
      expect((await other.request('/api/health/ready')).status).toBe(503);
      expect(await (await other.request('/api/health/live')).json()).toEqual({ status: 'ok' });
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('draining (the instance is shutting down)', () => {
  it('makes readiness say no, and every answer close its connection', async () => {
    const other = await createTestApp();
    try {
      expect((await other.request('/api/health/ready')).headers.get('connection')).toBeNull();
      other.deps.drain!.start();
      const ready = await other.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('connection')).toBe('close');
      const live = await other.request('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
    } finally {
      await other.close();
    }
  });
});

describe('the request id', () => {
  it("is on every line logged while the request is answered, a proxy's own kept when it is a plain token", async () => {
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.request('/api/health/ready', { headers: { 'X-Request-Id': 'nginx-7f3a9c' } });
    expect(res.headers.get('x-request-id')).toBe('nginx-7f3a9c');
    const lines = log.lines.map((l) => JSON.parse(l) as { msg: string; requestId?: string });
    const warned = lines.find((l) => l.msg.startsWith('readiness: migrations missing'));
    expect(warned?.requestId).toBe('nginx-7f3a9c');
    expect(lines.find((l) => l.msg === 'request' && l.requestId === 'nginx-7f3a9c')).toBeDefined();

    const odd = await t.request('/api/health/live', { headers: { 'X-Request-Id': 'ada@example.com <x>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
