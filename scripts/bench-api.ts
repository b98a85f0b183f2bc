// Measures the fridge list, `GET /api/fridge-items` for a signed-in user with 30 items (with their food and
// reminders), on PostgreSQL, under autocannon (32 connections, 20 s each), side by side with a bare
// node:http + pg server that checks the same cookie, runs the same SQL and writes the same bytes. The 20 s
// are taken in 4 turns of 5 s, app and bare alternating, so that other work on the machine hits both alike.
// It runs with 1,000 and then 1,000,000 other users' items in the table and prints the list's query plans.
// The app runs with production's settings and log level (a JSON line a request, read from its output).
// Then each server for half that time with 4 connections, for the latency of a few requests at a time (at
// full load, p50 and p99 only say how long 32 connections' requests queue). Goals: app/bare req/s ≥ 0.8 with
// 1,000 and with 1,000,000 other users' items; with 1,000,000, app p99 with 4 connections ≤ 25 ms and the list query reads fridge_items_user_id_state_idx, so its cost does
// not grow with other users' rows; and the app wrote its log line for every measured request.
// Prints everything, then exits 1 if a goal is missed. BENCH_CPU_PROFILE=<folder> has the app and the bare
// server write a CPU profile there, to see where their time goes, side by side.
// BENCH_QUICK=1 (run by `npm test`): the same steps with 2,000 other users' items only, 1 s in 2 turns and a
// short warm-up per server; the figures are printed but the goals are not judged, and it exits 1 only when
// it cannot run, the two servers' work differs, a request fails or a log line is missing.
// Settings: BENCH_DATABASE_URL (a PostgreSQL server where it may create and drop fridge_bench_<pid>),
// BENCH_SECONDS (the length of each measured run, for a quick try).
import { spawnSync } from 'node:child_process';
import { droppablePool } from '../tests/support/droppable-pool';
import { createBenchUser, ITEMS } from './lib/bench-api/bench-user';
import { LIST_PATH, listSql } from './lib/bench-api/list-sql';
import { combine, loadSlice, type Slice } from './lib/bench-api/load';
import { growOtherItems, insertOtherUsers, OTHER_USERS } from './lib/bench-api/other-users';
import { explain } from './lib/bench-api/plans';
import { report, type Run, type SteadyRun } from './lib/bench-api/report';
import { appListQueries, checkSameJson, checkSameSql } from './lib/bench-api/same-work';
import { QUICK } from './lib/bench-quick';
import { createScratchDatabase } from './lib/scratch-database';
import { startBareServer } from './lib/bench-api/start-bare-server';
import { startBuiltServer, type RunningServer } from './lib/start-server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS || (QUICK ? 1 : 20));
const CONNECTIONS = 32;
/** Requests at a time for the latency. */
const FEW_CONNECTIONS = 4;
const WARM_UP_SECONDS = QUICK ? 0.5 : 3;
const SLICES = QUICK ? 2 : 4;
const SIZES = QUICK ? [2_000] : [1_000, 1_000_000];
const GOALS = { ratio: 0.8, p99Ms: 25, index: 'fridge_items_user_id_state_idx' };

// The API needs only the server's bundle; the web app's build plays no part here.
if (spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' }).status !== 0) process.exit(1);

// Undone in reverse order at the end, on failure and on Ctrl-C: the scratch database is always dropped.
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) await step().catch((e: unknown) => console.error(e));
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

let passed = false;
try {
  const scratch = await createScratchDatabase(ADMIN_URL, `fridge_bench_${process.pid}`);
  cleanups.push(() => scratch.drop());
  const pool = droppablePool(scratch.url);
  cleanups.push(() => pool.end());

  // Production settings (secure cookies, no /dev routes) and its log level: LOG_LEVEL unset, so the server's
  // default applies and every request writes its log line, read from the server's output as in production.
  const app = await startBuiltServer(
    { DATABASE_URL: scratch.url, NODE_ENV: 'production', LOG_LEVEL: undefined },
    { countLogLines: true },
  );
  cleanups.push(() => app.stop());
  const user = await createBenchUser(app.url, pool);
  const bare = await startBareServer(scratch.url, user.cookie.slice(0, user.cookie.indexOf('=')));
  cleanups.push(() => bare.stop());
  await insertOtherUsers(pool);

  const runs: Run[] = [];
  let appRequests = 0;
  const servers: [Run['server'], RunningServer][] = [
    ['app', app],
    ['bare', bare],
  ];
  for (const size of SIZES) {
    console.log(
      `\nOther users' items: ${size.toLocaleString('en')} of ${OTHER_USERS.toLocaleString('en')} users`,
    );
    await growOtherItems(pool, size);
    checkSameSql(await appListQueries(pool, user), user);
    const items = await checkSameJson(app.url, bare.url, user.cookie);
    if (items !== ITEMS) throw new Error(`the list has ${items} items, not ${ITEMS}`);
    const warmUp = { connections: CONNECTIONS, seconds: WARM_UP_SECONDS };
    for (const [, server] of servers) await loadSlice(server, LIST_PATH, user.cookie, warmUp);
    // Turns of app, bare, bare, app, …: a drift in the machine's other work weighs on both alike.
    const slices = new Map<Run['server'], Slice[]>(servers.map(([name]) => [name, []]));
    const slice = { connections: CONNECTIONS, seconds: SECONDS / SLICES };
    for (let turn = 0; turn < SLICES; turn++) {
      for (const [name, server] of turn % 2 === 0 ? servers : [...servers].reverse()) {
        slices.get(name)!.push(await loadSlice(server, LIST_PATH, user.cookie, slice));
      }
    }
    for (const done of slices.get('app')!) appRequests += done.latencies.length + done.failures;
    for (const [name] of servers) {
      const result = combine(slices.get(name)!);
      console.log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
      runs.push({ size, server: name, result });
    }
  }
  // Latency is read with a few requests at a time (at full load, p50 and p99 only say how long the requests
  // of 32 connections queue), with the most items.
  const steady: SteadyRun = { size: SIZES.at(-1)!, connections: FEW_CONNECTIONS, results: [] };
  for (const [name, server] of servers) {
    const slice = await loadSlice(server, LIST_PATH, user.cookie, {
      connections: FEW_CONNECTIONS,
      seconds: SECONDS / 2,
    });
    if (name === 'app') appRequests += slice.latencies.length + slice.failures;
    const result = combine([slice]);
    console.log(`  ${name}, ${FEW_CONNECTIONS} at a time: p50 ${result.p50} ms, p99 ${result.p99} ms`);
    steady.results.push({ server: name, result });
  }

  const plans = await explain(pool, await appListQueries(pool, user));
  const main = plans.find((p) => p.text === listSql.list(user.id).text)!;
  passed = report(runs, steady, { main, others: plans.filter((p) => p !== main) }, GOALS, {
    items: ITEMS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    logging: { lines: app.logLines(), requests: appRequests },
  });
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
process.exit(passed ? 0 : 1);
