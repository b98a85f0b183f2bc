// What an operator watches (GET /metrics, Prometheus's text format): requests by route and status with their
// latency, open event streams, the database pool, reminders due and sent and how late the oldest is, e-mail
// and push failures, and the process's own figures (memory, event-loop delay, from prom-client's defaults).
// One set per process: every app of the process (tests start several) counts into it.
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import { rowsOf, type Database } from '../db/client';

export interface Metrics {
  registry: client.Registry;
  requests: client.Counter<'method' | 'route' | 'status'>;
  requestSeconds: client.Histogram<'method' | 'route'>;
  streams: client.Gauge;
  remindersSent: client.Counter<'channel'>;
  deliveryFailures: client.Counter<'channel'>;
  /** Reads the pool and the reminders of this database when scraped (the last one given wins). */
  watch(database: Database): void;
}

let shared: Metrics | undefined;

export function metrics(): Metrics {
  return (shared ??= create());
}

function create(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  let watched: Database | undefined;

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route (as registered) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const streams = new client.Gauge({
    name: 'event_streams_open',
    help: 'Event streams (phones and tabs listening for changes) open on this instance.',
    registers: [registry],
  });
  const remindersSent = new client.Counter({
    name: 'reminders_sent_total',
    help: 'Reminder messages sent, by channel (email, push).',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const deliveryFailures = new client.Counter({
    name: 'reminder_delivery_failures_total',
    help: 'Reminder e-mails and pushes that failed (to be tried again), by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting for one); none on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = watched?.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  // Both reminder gauges come from one query: the registry collects them together, and the second joins the
  // reading the first started.
  let reading: Promise<{ due: number; lag: number }> | undefined;
  function reminders(database: Database): Promise<{ due: number; lag: number }> {
    reading ??= readReminders(database).finally(() => (reading = undefined));
    return reading;
  }
  new client.Gauge({
    name: 'reminders_due',
    help: 'Reminders due now and not yet sent (their retry time come, if they failed before).',
    registers: [registry],
    async collect() {
      if (watched) this.set((await reminders(watched)).due);
    },
  });
  new client.Gauge({
    name: 'reminders_dispatch_lag_seconds',
    help: 'How long the oldest reminder due and not yet sent has waited (0 when none).',
    registers: [registry],
    async collect() {
      if (watched) this.set((await reminders(watched)).lag);
    },
  });

  return {
    registry,
    requests,
    requestSeconds,
    streams,
    remindersSent,
    deliveryFailures,
    watch(database) {
      watched = database;
    },
  };
}

async function readReminders(database: Database): Promise<{ due: number; lag: number }> {
  const [row] = rowsOf<{ due: string; lag: string | null }>(
    await database.db.execute(sql`
      select count(*) as due,
             extract(epoch from now() - min(coalesce(next_attempt_at, reminder_datetime))) as lag
      from fridge_items_reminders
      where not reminded and coalesce(next_attempt_at, reminder_datetime) <= now()`),
  );
  return { due: Number(row?.due ?? 0), lag: Math.max(0, Number(row?.lag ?? 0)) };
}
