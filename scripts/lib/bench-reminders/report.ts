// Prints the reminder benchmark's figures and judges them against the goals.
import { availableParallelism } from 'node:os';
import { DUE_INDEX, type ClaimPlan } from './claim-plan';
import type { Pass } from './dispatcher';
import { spread } from './memory';
import { judge } from '../bench-quick';

/** What one pass must deliver: every reminder, one e-mail per user, and this many pushes. */
export interface Expected {
  reminders: number;
  users: number;
  pushes: number;
}

export interface Goals {
  remindersPerSecond: number;
  /** The later live heap and RSS may be at most this many times the early ones. */
  memoryGrowth: number;
}

const n = (value: number) => Math.round(value).toLocaleString('en');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const label = (pass: Pass) => `concurrency ${pass.concurrency ?? 'default'}`;

export function printPlan(title: string, plan: ClaimPlan): void {
  console.log(`\n${title}`);
  for (const line of plan.lines) console.log(`  ${line}`);
  console.log(
    `  → ${plan.usesDueIndex ? 'uses' : 'does NOT use'} ${DUE_INDEX}` +
      (plan.seqScans.length > 0
        ? `; sequential scans of ${plan.seqScans.join(', ')}`
        : '; no sequential scan'),
  );
}

/** What each pass delivered and whether the dispatcher's report agrees with what the sinks received. */
function deliveryProblems(pass: Pass, expected: Expected): string[] {
  const { report, sinks } = pass;
  const problems: string[] = [];
  if (report.claimed !== expected.reminders)
    problems.push(`claimed ${report.claimed} of ${expected.reminders}`);
  if (report.emails !== sinks.emails)
    problems.push(`${report.emails} e-mails reported, ${sinks.emails} received`);
  if (report.pushes !== sinks.pushes)
    problems.push(`${report.pushes} pushes reported, ${sinks.pushes} received`);
  // Exactly one e-mail per user and one push per reminder (one item and one device each), or per user for
  // those who chose a digest: a repeat, even one the sinks and the report agree on, is a failure.
  if (report.emails !== expected.users)
    problems.push(`${report.emails} e-mails sent for ${expected.users} users`);
  if (report.pushes !== expected.pushes)
    problems.push(
      `${report.pushes} pushes sent, ${expected.pushes} expected for ${expected.reminders} reminders`,
    );
  if (sinks.recipients !== expected.users)
    problems.push(`${sinks.recipients} users e-mailed of ${expected.users}`);
  if (sinks.topics !== expected.pushes)
    problems.push(`${sinks.topics} items or digests pushed of ${expected.pushes}`);
  for (const key of ['skipped', 'unreachable', 'retrying', 'failed', 'gone'] as const) {
    if (report[key] > 0) problems.push(`${report[key]} ${key}`);
  }
  return problems;
}

export function printPass(pass: Pass, expected: Expected): void {
  const { report, sinks, seconds, memory } = pass;
  console.log(`\n${label(pass)}: ${seconds.toFixed(1)} s`);
  console.log(
    `  ${n(report.claimed / seconds)} reminders/s, ${n(report.emails / seconds)} e-mails/s, ` +
      `${n(report.pushes / seconds)} push/s`,
  );
  console.log(
    `  dispatcher: ${n(report.claimed)} reminders, ${n(report.emails)} e-mails, ${n(report.pushes)} pushes ` +
      `(skipped ${report.skipped}, unreachable ${report.unreachable}, retrying ${report.retrying}, ` +
      `failed ${report.failed}, gone ${report.gone})`,
  );
  console.log(
    `  sinks: ${n(sinks.emails)} e-mails to ${n(sinks.recipients)} users (${mb(sinks.emailBytes)}), ` +
      `${n(sinks.pushes)} pushes for ${n(sinks.topics)} items (${mb(sinks.pushBytes)})`,
  );
  const problems = deliveryProblems(pass, expected);
  console.log(
    `  deliveries: ${problems.length === 0 ? 'all delivered once, counts match' : problems.join('; ')}`,
  );
  console.log(
    `  memory: peak RSS ${mb(memory.peakRss)}, peak heap ${mb(memory.peakHeap)}; highest in the first 10% ` +
      `${mb(memory.early.live)} live heap, ${mb(memory.early.rss)} RSS; in the rest ${mb(memory.later.live)} ` +
      `live heap, ${mb(memory.later.rss)} RSS`,
  );
  const live = spread(memory.live, 11).map((s) => `${(s.ms / 1000).toFixed(0)}s ${mb(s.heapUsed)}`);
  console.log(`  live heap after V8's ${memory.live.length} full collections: ${live.join(', ') || 'none'}`);
  const samples = spread(memory.samples, 11).map(
    (s) => `${(s.ms / 1000).toFixed(0)}s ${mb(s.heapUsed)}/${mb(s.external)}/${mb(s.rss)}`,
  );
  console.log(`  heap/external/RSS over the run: ${samples.join(', ')}`);
  const { cpu } = pass;
  const cores = availableParallelism();
  console.log(
    `  CPU: dispatcher ${cpu.dispatcher.toFixed(1)} s (${percent(cpu.dispatcher / seconds)} of a core, ` +
      `${((cpu.dispatcher / report.claimed) * 1000).toFixed(2)} ms a reminder), PostgreSQL backends ` +
      `${cpu.postgres.toFixed(1)} s, sinks ${cpu.sinks.toFixed(1)} s, of ${cores} × ${seconds.toFixed(1)} s; ` +
      `load average ${pass.loadAverage.toFixed(1)}`,
  );
}

/** Prints the summary and the verdict on each goal, judged on the dispatcher's default settings, and check. */
export function printGoals(passes: Pass[], plan: ClaimPlan, expected: Expected, goals: Goals): boolean {
  const byDefault = passes.find((p) => p.concurrency === undefined)!;
  const best = passes.reduce((a, b) => (b.report.claimed / b.seconds > a.report.claimed / a.seconds ? b : a));
  const rate = (p: Pass) => p.report.claimed / p.seconds;
  console.log('\nSummary');
  for (const pass of passes) {
    console.log(
      `  ${label(pass).padEnd(22)} ${n(rate(pass)).padStart(7)} reminders/s ` +
        `${n(pass.report.emails / pass.seconds).padStart(6)} e-mails/s ` +
        `${n(pass.report.pushes / pass.seconds).padStart(7)} push/s   peak RSS ${mb(pass.memory.peakRss)}, ` +
        `heap ${mb(pass.memory.peakHeap)}`,
    );
  }
  console.log(`  best: ${label(best)}; default: ${n(rate(byDefault))} reminders/s`);

  const { memory } = byDefault;
  return judge('Goals', [
    {
      text: `≥ ${n(goals.remindersPerSecond)} reminders/s (default settings: ${n(rate(byDefault))})`,
      ok: rate(byDefault) >= goals.remindersPerSecond,
      goal: true,
    },
    {
      text:
        `memory flat: highest live heap and RSS of the last 90% ≤ ${goals.memoryGrowth}× those of the first ` +
        `10% (live heap ${mb(memory.later.live)} vs ${mb(memory.early.live)}, ` +
        `RSS ${mb(memory.later.rss)} vs ${mb(memory.early.rss)})`,
      ok:
        memory.live.length > 0 &&
        memory.later.live <= goals.memoryGrowth * memory.early.live &&
        memory.later.rss <= goals.memoryGrowth * memory.early.rss,
      goal: true,
    },
    { text: `the claim reads ${DUE_INDEX}`, ok: plan.usesDueIndex, goal: true },
    {
      text:
        'the claim reads no table whole, so its cost does not grow with the tables' +
        (plan.seqScans.length > 0 ? ` (Seq Scan on ${plan.seqScans.join(', ')})` : ''),
      ok: plan.seqScans.length === 0,
      goal: true,
    },
    {
      text: 'every pass delivered each reminder once, dispatcher and sinks agree',
      ok: passes.every((p) => deliveryProblems(p, expected).length === 0),
    },
  ]);
}
