// A soak: nginx in front of three instances on one PostgreSQL, as docs/deploy.md runs them, under mixed traffic
// for 10 minutes. First it finds the best throughput of the proxy over one instance and over three with the
// soak's own traffic (32 reads in flight, the writes and the streams as below, 15 s each), then it sends
// traffic at 80 % of the three's best, open-loop:
// reads of the fridge, the achievements and the household, adds and eats at what the per-user limit allows
// (24 a minute each), and every user's live event stream open all along. It prints the growth from one to three
// instances, the p50 and p99 of each kind of request, errors, events received, and each instance's memory at
// the start (after warm-up), middle and end.
// Goals: no error (no answer other than 2xx, no dropped stream), the traffic kept up with (answered ≥ 98 % of
// what was planned: a backlog that grows would fail sooner or later), and the memory of each instance flat
// after warm-up (end ≤ start × 1.25 + 16 MB). The generator keeps at most 64 connections open, as a proxy would.
// BENCH_QUICK=1 (run by `npm test`): 6 users, 2 s peaks, a 5 s soak; the figures are printed, the memory goal
// is not judged, errors are.
// Settings: BENCH_DATABASE_URL (a PostgreSQL server where it may create and drop fridge_soak_<pid>),
// BENCH_SECONDS (the soak's length). Needs nginx.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { nginxAvailable, startNginx } from '../tests/support/nginx';
import { judge, QUICK } from './lib/bench-quick';
import { createScratchDatabase } from './lib/scratch-database';
import { freePort, startBuiltServer, type RunningServer } from './lib/start-server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SOAK_SECONDS = Number(process.env.BENCH_SECONDS || (QUICK ? 5 : 600));
const PEAK_SECONDS = QUICK ? 2 : 15;
const USERS = QUICK ? 6 : 24;
const INSTANCES = 3;
const SHARE = 0.8;
/** Writes a user may make in a minute stay under the limit of 30. */
const WRITES_PER_USER_MINUTE = 24;

if (!nginxAvailable()) {
  console.log('bench:soak needs nginx (/usr/sbin/nginx): not run');
  process.exit(0);
}
// The instances need only the server's bundle (esbuild, well under a second).
if (spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) await step().catch((e: unknown) => console.error(e));
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

/** Resident memory of a process, MB (NaN where /proc cannot be read). */
function rssMb(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface User {
  cookie: string;
  items: string[];
}

/**
 * The load generator's connections: kept alive and at most 64 at a time, as a proxy's or a browser's are; a
 * request sent when all are busy waits for one, and that wait counts in its latency. (fetch opened a new
 * connection for each request waiting, thousands once the server fell behind, and failed them by itself.)
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request over the generator's connections: its status and body. */
function call(url: string, init: { method?: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; ok: boolean; text: string }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, text });
      });
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer in 60 s')));
    req.on('error', reject);
    req.end(init.body);
  });
}

let held = false;
try {
  const scratch = await createScratchDatabase(ADMIN_URL, `fridge_soak_${process.pid}`);
  cleanups.push(() => scratch.drop());
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const servers: RunningServer[] = [];
  for (let i = 0; i < INSTANCES; i++) {
    const server = await startBuiltServer({
      DATABASE_URL: scratch.url,
      NODE_ENV: 'production',
      PUBLIC_URL: proxyUrl,
      TRUST_PROXY: '1',
      REMINDER_INTERVAL_SECONDS: '5',
      LOG_LEVEL: 'warn',
    });
    cleanups.push(() => server.stop());
    servers.push(server);
  }
  const ports = servers.map((s) => Number(new URL(s.url).port));
  const proxy = await startNginx(ports, proxyPort);
  cleanups.push(() => proxy.stop());
  const single = await startNginx([ports[0]!], await freePort());
  cleanups.push(() => single.stop());

  // Guests through the proxy, each with a few items.
  const headers = (cookie?: string) => ({
    'content-type': 'application/json',
    origin: proxyUrl,
    ...(cookie ? { cookie } : {}),
  });
  const foods = (await (await fetch(`${proxyUrl}/api/foods?limit=100`)).json()) as { id: number }[];
  const users: User[] = [];
  for (let i = 0; i < USERS; i++) {
    const res = await fetch(`${proxyUrl}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: headers(),
      body: '{}',
    });
    if (!res.ok) throw new Error(`guest sign-in: ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const user: User = { cookie, items: [] };
    for (let k = 0; k < 3; k++) {
      const added = await fetch(`${proxyUrl}/api/fridge-items`, {
        method: 'POST',
        headers: headers(cookie),
        body: JSON.stringify({ id: randomUUID(), foodId: foods[(i + k) % foods.length]!.id, bagSize: 'M' }),
      });
      if (added.status !== 201) throw new Error(`add: ${added.status}`);
      user.items.push(((await added.json()) as { id: string }).id);
    }
    users.push(user);
  }

  const kinds = ['list', 'achievements', 'household', 'add', 'eat'] as const;
  type Kind = (typeof kinds)[number];
  interface Stats {
    latencies: Map<Kind, number[]>;
    errors: Map<Kind, number>;
    /** What the failures were, by kind and status (or error). */
    statuses: Map<string, number>;
  }
  const newStats = (): Stats => ({
    latencies: new Map(kinds.map((k) => [k, []])),
    errors: new Map(kinds.map((k) => [k, 0])),
    statuses: new Map(),
  });
  let nextReader = 0;
  let nextWriter = 0;
  const send = async (kind: Kind, base: string, stats: Stats): Promise<void> => {
    const { latencies, errors, statuses } = stats;
    // Writes go round the users on their own, so each makes exactly its share (under the per-user limit).
    const write = kind === 'add' || kind === 'eat';
    const user = users[(write ? nextWriter++ : nextReader++) % users.length]!;
    let path = '/api/fridge-items?limit=20';
    let init: { method?: string; headers: Record<string, string>; body?: string } = {
      headers: headers(user.cookie),
    };
    if (kind === 'achievements') path = '/api/achievements';
    if (kind === 'household') path = '/api/household';
    if (kind === 'add') {
      path = '/api/fridge-items';
      const body = { id: randomUUID(), foodId: foods[nextWriter % foods.length]!.id, bagSize: 'S' };
      init = { method: 'POST', headers: headers(user.cookie), body: JSON.stringify(body) };
    }
    if (kind === 'eat') {
      const item = user.items.shift();
      if (!item) return send('add', base, stats);
      path = `/api/fridge-items/${item}`;
      init = { method: 'PATCH', headers: headers(user.cookie), body: JSON.stringify({ state: 'consumed' }) };
    }
    const started = performance.now();
    try {
      const res = await call(base + path, init);
      const text = res.text;
      if (res.ok) {
        latencies.get(kind)!.push(performance.now() - started);
        // Eaten later: only an item the server has.
        // The id the server answers with (it derives its own from the one sent).
        if (kind === 'add') user.items.push((JSON.parse(text) as { id: string }).id);
      } else {
        errors.set(kind, errors.get(kind)! + 1);
        statuses.set(`${kind} ${res.status}`, (statuses.get(`${kind} ${res.status}`) ?? 0) + 1);
      }
    } catch (error) {
      errors.set(kind, errors.get(kind)! + 1);
      const reason = `${kind} ${error instanceof Error ? error.message : 'error'}`;
      statuses.set(reason, (statuses.get(reason) ?? 0) + 1);
    }
  };
  // Everyone's live events, open all along (reconnecting as a browser does).
  let streamDrops = 0;
  let events = 0;
  let streaming = true;
  const controllers: AbortController[] = [];
  const streams = users.map(async (user) => {
    while (streaming) {
      const controller = new AbortController();
      controllers.push(controller);
      try {
        const res = await fetch(`${proxyUrl}/api/events`, {
          headers: { cookie: user.cookie },
          signal: controller.signal,
        });
        const reader = res.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          events += (new TextDecoder().decode(value).match(/^event: /gm) ?? []).length;
        }
      } catch {
        // aborted at the end, or dropped
      }
      if (streaming) {
        streamDrops++;
        await new Promise((wait) => setTimeout(wait, 500));
      }
    }
  });

  /** The reads, in the soak's proportions: 8 of 10 the fridge list, then the achievements, the household. */
  const readKind = (n: number): Kind => (n % 10 < 8 ? 'list' : n % 10 === 8 ? 'achievements' : 'household');
  // The best throughput of the soak's traffic, from the same client, over one instance and over three: the
  // live streams open, the writes at their rate, and reads with 32 requests in flight all along.
  const writeRate = (USERS * WRITES_PER_USER_MINUTE) / 60;
  const peak = async (base: string) => {
    const stats = newStats();
    const started = performance.now();
    const until = started + PEAK_SECONDS * 1000;
    let n = 0;
    let written = 0;
    const writing = (async () => {
      while (performance.now() < until) {
        while (written < (writeRate * (performance.now() - started)) / 1000) {
          void send(written++ % 2 === 0 ? 'add' : 'eat', base, stats);
        }
        await new Promise((wait) => setTimeout(wait, 20));
      }
    })();
    await Promise.all([
      writing,
      ...Array.from({ length: 32 }, async () => {
        while (performance.now() < until) await send(readKind(n++), base, stats);
      }),
    ]);
    const answered = [...stats.latencies.values()].reduce((sum, v) => sum + v.length, 0);
    const failures = [...stats.errors.values()].reduce((sum, v) => sum + v, 0);
    return { rps: answered / PEAK_SECONDS, failures };
  };
  await peak(proxyUrl); // warm-up
  const one = await peak(single.url);
  const three = await peak(proxyUrl);
  console.log(
    `\nBest throughput through nginx, the soak's traffic (reads 32 in flight, writes, streams; ${PEAK_SECONDS} s): one instance ` +
      `${one.rps.toFixed(0)} req/s, three ${three.rps.toFixed(0)} req/s (×${(three.rps / one.rps).toFixed(2)})`,
  );

  // The soak: open-loop at SHARE of the best, writes at what the limit allows.
  const rate = Math.max(20, three.rps * SHARE);
  const soakStats = newStats();
  const { latencies, errors, statuses } = soakStats;
  const memory: { when: string; mb: number[] }[] = [];
  const inFlight = new Set<Promise<void>>();
  const startedAt = performance.now();
  let reads = 0;
  let writes = 0;
  let middleTaken = false;
  let mostInFlight = 0;
  memory.push({ when: 'start', mb: servers.map((s) => rssMb(s.pid)) });
  while (performance.now() - startedAt < SOAK_SECONDS * 1000) {
    const elapsed = (performance.now() - startedAt) / 1000;
    while (writes < writeRate * elapsed) {
      const kind: Kind = writes % 2 === 0 ? 'add' : 'eat';
      writes++;
      const p = send(kind, proxyUrl, soakStats).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    while (reads < (rate - writeRate) * elapsed) {
      const kind = readKind(reads);
      reads++;
      const p = send(kind, proxyUrl, soakStats).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    mostInFlight = Math.max(mostInFlight, inFlight.size);
    if (!middleTaken && elapsed >= SOAK_SECONDS / 2) {
      middleTaken = true;
      memory.push({ when: 'middle', mb: servers.map((s) => rssMb(s.pid)) });
    }
    await new Promise((wait) => setTimeout(wait, 5));
  }
  await Promise.all(inFlight);
  memory.push({ when: 'end', mb: servers.map((s) => rssMb(s.pid)) });
  streaming = false;
  for (const controller of controllers) controller.abort();
  await Promise.all(streams);

  const seconds = (performance.now() - startedAt) / 1000;
  const total = kinds.reduce((n, k) => n + latencies.get(k)!.length + errors.get(k)!, 0);
  console.log(
    `\nSoak: ${seconds.toFixed(0)} s at ${rate.toFixed(0)} req/s planned (${(SHARE * 100).toFixed(0)} % of the best), ` +
      `${(total / seconds).toFixed(0)} req/s answered; ${USERS} users, ${USERS} live streams, ${events} events received; ` +
      `at most ${mostInFlight} requests waiting or in flight`,
  );
  console.log('  kind           answered   errors    p50 ms    p99 ms');
  for (const kind of kinds) {
    const values = latencies.get(kind)!;
    console.log(
      `  ${kind.padEnd(14)} ${String(values.length).padStart(8)} ${String(errors.get(kind)).padStart(8)} ` +
        `${percentile(values, 50).toFixed(1).padStart(9)} ${percentile(values, 99).toFixed(1).padStart(9)}`,
    );
  }
  if (statuses.size > 0) console.log(`  failures: ${[...statuses].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  console.log('\nMemory of each instance (resident, MB):');
  for (const { when, mb } of memory)
    console.log(`  ${when.padEnd(7)} ${mb.map((m) => m.toFixed(0).padStart(6)).join('')}`);

  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const start = memory[0]!.mb;
  const end = memory.at(-1)!.mb;
  held = judge('bench:soak', [
    { text: `no request failed (${errorCount} of ${total})`, ok: errorCount === 0 },
    { text: `no live stream dropped (${streamDrops})`, ok: streamDrops === 0 },
    {
      text: `kept up: ${(total / seconds).toFixed(0)} req/s answered ≥ 98 % of ${rate.toFixed(0)} planned`,
      ok: total / seconds >= 0.98 * rate,
      goal: true,
    },
    {
      text: `the peaks failed nothing (${one.failures + three.failures})`,
      ok: one.failures + three.failures === 0,
    },
    {
      text: `memory flat after warm-up: end ≤ start × 1.25 + 16 MB on each instance`,
      ok: end.every((mb, i) => mb <= start[i]! * 1.25 + 16),
      goal: true,
    },
  ]);
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(held ? 0 : 1);
