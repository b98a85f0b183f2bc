// Prints the event benchmark's figures and judges them against the goals.
import { availableParallelism } from 'node:os';
import { judge } from '../bench-quick';
import type { AwardRun } from './awards';
import type { MemoryReading } from './server-memory';

export interface Goals {
  p99Ms: number;
  bytesPerConnection: number;
  /** The awards a second the run must reach: the latency means little at a lower rate than asked. */
  awardsPerSecond: number;
}

export interface Deliveries {
  /** performance.now() when each award's event reached its user's stream, by award key. */
  arrivedAt: Map<string, number>;
  /** Events that reached a stream a second time. */
  duplicates: number;
  lostStreams: number;
  otherEvents: number;
}

export interface EventsResult {
  connections: number;
  openSeconds: number;
  /** Server memory after a full GC: with the warm-up stream only, with half the streams, with all of them. */
  memory: { before: MemoryReading; half: MemoryReading; after: MemoryReading; afterAwards: MemoryReading };
  awards: AwardRun & { rate: number };
  deliveries: Deliveries;
  /** Server CPU time while the awards were sent and delivered, ms. */
  serverCpuMs: number;
  /** The machine's 1-minute load average after the awards: other work on it delays deliveries. */
  loadAverage: number;
}

const n = (value: number) => Math.round(value).toLocaleString('en');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

function memoryLine(label: string, pick: (m: MemoryReading) => number, r: EventsResult): string {
  const { before, half, after, afterAwards } = r.memory;
  const perConnection = (pick(after) - pick(before)) / r.connections;
  const secondHalf = (pick(after) - pick(half)) / (r.connections - Math.floor(r.connections / 2));
  return (
    `  ${label.padEnd(8)} ${mb(pick(before))} → ${mb(pick(half))} → ${mb(pick(after))}: ` +
    `${kb(perConnection)} per stream (the second half alone ${kb(secondHalf)}); ` +
    `after the awards ${mb(pick(afterAwards))}`
  );
}

/** Prints everything; returns false when a goal is missed. */
export function report(r: EventsResult, goals: Goals): boolean {
  const { awards, deliveries, memory } = r;
  const sent = awards.sentAt.size;
  const latencies: number[] = [];
  let unexpected = 0;
  for (const [key, arrived] of deliveries.arrivedAt) {
    const sentAt = awards.sentAt.get(key);
    if (sentAt === undefined) unexpected += 1;
    else latencies.push(arrived - sentAt);
  }
  latencies.sort((a, b) => a - b);
  const missing = sent - latencies.length;
  const ms = (value: number) => `${value.toFixed(1)} ms`;

  console.log(
    `\n${n(r.connections)} streams open on one server (GET /api/events), in ${r.openSeconds.toFixed(1)} s`,
  );
  const half = Math.floor(r.connections / 2);
  console.log(
    `Server memory after a full GC, with 1 warm-up stream → + ${n(half)} → + ${n(r.connections)} streams ` +
      `(per stream: the growth over all ${n(r.connections)}):`,
  );
  console.log(memoryLine('RSS', (m) => m.rss, r));
  console.log(memoryLine('heap', (m) => m.heapUsed, r));
  console.log(memoryLine('external', (m) => m.external, r));

  console.log(
    `\nAwards: ${n(sent)} sent in ${awards.seconds.toFixed(1)} s (${n(sent / awards.seconds)}/s, asked ` +
      `${n(awards.rate)}/s) to ${n(awards.users)} different guests, each by award() in its own transaction; ` +
      `${n(awards.failed)} failed${awards.firstError ? ` (${awards.firstError})` : ''}`,
  );
  console.log(
    `Delivered: ${n(latencies.length)} of ${n(sent)} (missing ${n(missing)}, duplicates ${n(deliveries.duplicates)}, ` +
      `to no award of theirs ${n(unexpected)}); streams lost ${n(deliveries.lostStreams)}, other events ` +
      `${n(deliveries.otherEvents)}`,
  );
  const p99 = percentile(latencies, 0.99);
  console.log(
    `Latency, from the award's commit to the event at its user's stream: p50 ${ms(percentile(latencies, 0.5))}, ` +
      `p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `Server CPU meanwhile: ${(r.serverCpuMs / 1000).toFixed(2)} s, ` +
      `${(r.serverCpuMs / Math.max(1, latencies.length)).toFixed(2)} ms per event; ` +
      `load average ${r.loadAverage.toFixed(1)} on ${availableParallelism()} cores`,
  );

  const perConnection = (memory.after.rss - memory.before.rss) / r.connections;
  const reached = sent / awards.seconds;
  return judge('Goals', [
    {
      text: `awards made at ${n(reached)}/s ≥ ${n(goals.awardsPerSecond)}/s (asked ${n(awards.rate)}/s)`,
      ok: reached >= goals.awardsPerSecond,
      goal: true,
    },
    { text: `delivery p99 ${ms(p99)} ≤ ${goals.p99Ms} ms`, ok: p99 <= goals.p99Ms, goal: true },
    {
      text: `server memory ${kb(perConnection)} per connection (RSS) ≤ ${kb(goals.bytesPerConnection)}`,
      ok: perConnection <= goals.bytesPerConnection,
      goal: true,
    },
    {
      text: "every award delivered once, to its user's stream only; no stream lost",
      ok:
        sent > 0 &&
        awards.failed === 0 &&
        missing === 0 &&
        unexpected === 0 &&
        deliveries.duplicates === 0 &&
        deliveries.lostStreams === 0 &&
        deliveries.otherEvents === 0,
    },
  ]);
}
