// Measures the reminder dispatcher on PostgreSQL: 100,000 reminders due at one moment for 20,000
// verified users (5 items each, one subscribed device each; a quarter chose one push for everything, a quarter keep
// Sundays quiet), among 400,000 reminders already sent, delivered
// by one `dispatchDue` pass (batches of 500) to an SMTP sink and a push sink on loopback, in their own process.
// Prints the claim's query plan (with only the due reminders, then with the history too) and, for the
// dispatcher's default concurrency and for BENCH_CONCURRENCY's values: reminders/s, e-mails/s, push/s, memory
// and the CPU time of the dispatcher, PostgreSQL and the sinks.
// Goals, with the default settings: ≥ 1,000 reminders/s on this 2-core machine; memory flat (the highest live
// heap, read after V8's full collections, and RSS of the last 90% of the pass at most 1.5× those of the first
// 10%: batches are bounded); the claim
// reads fridge_items_reminders_due_idx and no table whole (its cost follows the due reminders, not the
// tables' size); every reminder delivered once, as the sinks confirm. Prints everything, then exits 1 if a
// goal is missed.
// BENCH_QUICK=1 (run by `npm test`): the same steps for 100 users; the figures are printed but the goals of
// rate, memory and the claim's plan (which follows the tables' size) are not judged, and it exits 1 only when
// it cannot run or a reminder is not delivered exactly once.
// Settings: BENCH_DATABASE_URL (a PostgreSQL server where it may create and drop fridge_bench_rem_<pid>),
// BENCH_USERS (20,000; reminders are 5 per user), BENCH_CONCURRENCY (other values to try; "32,64").
import { droppablePool } from '../tests/support/droppable-pool';
import {
  countRows,
  digestUsers,
  HISTORY_PER_ITEM,
  insertDueReminders,
  insertHistory,
  ITEMS_PER_USER,
  resetDueReminders,
} from './lib/bench-reminders/bench-data';
import { explainClaim } from './lib/bench-reminders/claim-plan';
import { createDispatcher, POOL_SIZE, timedPass, type Pass } from './lib/bench-reminders/dispatcher';
import { printGoals, printPass, printPlan } from './lib/bench-reminders/report';
import { QUICK } from './lib/bench-quick';
import { createScratchDatabase } from './lib/scratch-database';
import { startSinks } from './lib/bench-reminders/sinks';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS || (QUICK ? 100 : 20_000));
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '32,64')
  .split(',')
  .filter((v) => v.trim() !== '')
  .map(Number);
const BATCH_SIZE = 500;
const DUE = new Date('2027-03-01T08:00:00Z');
const GOALS = { remindersPerSecond: 1_000, memoryGrowth: 1.5 };

if (!Number.isInteger(USERS) || USERS < 1 || CONCURRENCY.some((c) => !Number.isInteger(c) || c < 1)) {
  console.error('BENCH_USERS and BENCH_CONCURRENCY must be positive integers');
  process.exit(2);
}
const expected = {
  users: USERS,
  reminders: USERS * ITEMS_PER_USER,
  // One push per item, but one per user for those who chose a digest.
  pushes: (USERS - digestUsers(USERS)) * ITEMS_PER_USER + digestUsers(USERS),
};

// Undone in reverse order at the end, on failure and on Ctrl-C: the scratch database is always dropped. Both
// ways out wait for the one clean-up, so neither exits while the other is still dropping the database.
const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch((e: unknown) => console.error(e));
  })();
  return cleaning;
}
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  console.error('\ninterrupted: cleaning up');
  void cleanUp().finally(() => process.exit(130));
});

let passed = false;
try {
  const scratch = await createScratchDatabase(ADMIN_URL, `fridge_bench_rem_${process.pid}`);
  cleanups.push(() => scratch.drop());
  const pool = droppablePool(scratch.url);
  cleanups.push(() => pool.end());
  const sinks = await startSinks();
  cleanups.push(() => sinks.stop());

  const started = performance.now();
  await insertDueReminders(pool, USERS, DUE, sinks.pushUrl);
  const dueOnly = await explainClaim(pool, DUE, BATCH_SIZE);
  await insertHistory(pool, DUE);
  const rows = await countRows(pool);
  console.log(
    `${n(USERS)} users, ${n(expected.reminders)} reminders due at ${DUE.toISOString()} among ${n(rows.reminders)} ` +
      `(${HISTORY_PER_ITEM} sent before per item), made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  printPlan(`Claim, the dispatcher's statement, with only the due reminders (${n(rows.due)} rows):`, dueOnly);
  const plan = await explainClaim(pool, DUE, BATCH_SIZE);
  printPlan(`Claim, the dispatcher's statement, with the history too (${n(rows.reminders)} rows):`, plan);

  const dispatcher = await createDispatcher(scratch.url, sinks);
  cleanups.push(() => dispatcher.close());
  console.log(`\nDispatch passes: batches of ${BATCH_SIZE}, a pool of ${POOL_SIZE} connections`);
  const passes: Pass[] = [];
  for (const concurrency of [undefined, ...CONCURRENCY]) {
    if (passes.length > 0) await resetDueReminders(pool, DUE);
    const pass = await timedPass(dispatcher, sinks, pool, { now: DUE, batchSize: BATCH_SIZE, concurrency });
    passes.push(pass);
    printPass(pass, expected);
  }
  passed = printGoals(passes, plan, expected, GOALS);
} catch (error) {
  // After Ctrl-C the pass fails on its closed connections: that error says nothing.
  if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
process.exit(interrupted ? 130 : passed ? 0 : 1);

function n(value: number): string {
  return Math.round(value).toLocaleString('en');
}
