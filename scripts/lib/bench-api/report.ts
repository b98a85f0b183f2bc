// Prints the API benchmark's table, the plans of the list's statements and the goals.
import { judge, type Verdict } from '../bench-quick';
import { LIST_PATH } from './list-sql';
import type { LoadResult } from './load';
import type { Plan } from './plans';

export interface Run {
  /** Other users' items in the table. */
  size: number;
  server: 'app' | 'bare';
  result: LoadResult;
}

/** Both servers with a few requests at a time, for their latency without queueing. */
export interface SteadyRun {
  size: number;
  /** Requests at a time. */
  connections: number;
  results: { server: Run['server']; result: LoadResult }[];
}

export interface Goals {
  ratio: number;
  p99Ms: number;
  index: string;
}

const n = (value: number) => value.toLocaleString('en');

/** Prints everything; returns false when a goal (judged) or a check is missed. */
export function report(
  runs: Run[],
  steady: SteadyRun,
  plans: { main: Plan; others: Plan[] },
  goals: Goals,
  setting: {
    items: number;
    connections: number;
    seconds: number;
    /** The app's log lines over the whole run, and the requests measured on it. */
    logging: { lines: number; requests: number };
  },
): boolean {
  const find = (size: number, server: Run['server']) =>
    runs.find((r) => r.size === size && r.server === server)!.result;
  const sizes = [...new Set(runs.map((r) => r.size))];
  const [smallest, largest] = [sizes[0]!, sizes.at(-1)!];

  console.log(`\nGET ${LIST_PATH}`);
  console.log(
    `${setting.items} items of the signed-in user; autocannon, ${setting.connections} connections × ${setting.seconds} s\n`,
  );
  console.log(
    `| other users' items | server | req/s | p50 ms | p99 ms | server CPU ms/req | app/bare req/s |`,
  );
  console.log(`|---:|---|---:|---:|---:|---:|---:|`);
  for (const { size, server, result } of runs) {
    const ratio = server === 'app' ? (result.rps / find(size, 'bare').rps).toFixed(2) : '';
    const failures = result.failures > 0 ? ` (${n(result.failures)} failed)` : '';
    console.log(
      `| ${n(size)} | ${server} | ${Math.round(result.rps)}${failures} | ${result.p50} | ${result.p99} | ` +
        `${result.cpuMsPerRequest.toFixed(2)} | ${ratio} |`,
    );
  }

  console.log(`\n${steady.connections} requests at a time, with ${n(steady.size)} other users' items:\n`);
  console.log(`| server | p50 ms | p99 ms | server CPU ms/req |`);
  console.log(`|---|---:|---:|---:|`);
  for (const { server, result } of steady.results) {
    const failures = result.failures > 0 ? ` (${n(result.failures)} failed)` : '';
    console.log(
      `| ${server}${failures} | ${result.p50} | ${result.p99} | ${result.cpuMsPerRequest.toFixed(2)} |`,
    );
  }

  console.log(`\nPlan of the app's list query with ${n(largest)} other users' items:\n  ${plans.main.text}`);
  for (const line of plans.main.lines) console.log(`    ${line}`);
  console.log('The other statements of the list:');
  for (const plan of plans.others) {
    const indexes = plan.indexes.join(', ') || 'no index';
    console.log(`  ${plan.ms.toFixed(3)} ms, reads ${indexes}: ${plan.text.slice(0, 80)}…`);
  }

  const app = find(largest, 'app');
  const steadyApp = steady.results.find((r) => r.server === 'app')!.result;
  const growth = app.rps / find(smallest, 'app').rps;
  // The app's throughput beside the bare server's, at every size measured.
  const ratios: Verdict[] = sizes.map((size) => {
    const ratio = find(size, 'app').rps / find(size, 'bare').rps;
    return {
      text: `app/bare req/s with ${n(size)} other users' items ${ratio.toFixed(2)} ≥ ${goals.ratio}`,
      ok: ratio >= goals.ratio,
      goal: true,
    };
  });
  const verdicts: Verdict[] = [
    ...ratios,
    {
      text:
        `app p99 with ${steady.connections} requests at a time and ${n(steady.size)} other users' items ` +
        `${steadyApp.p99} ms ≤ ${goals.p99Ms} ms`,
      ok: steadyApp.p99 <= goals.p99Ms,
      goal: true,
    },
    {
      text:
        `the list query reads ${goals.index} ` +
        `(app req/s with ${n(largest)} = ${growth.toFixed(2)} × with ${n(smallest)})`,
      ok: plans.main.indexes.includes(goals.index),
      goal: true,
    },
    {
      text: 'every request answered 2xx',
      ok: [...runs, ...steady.results].every((r) => r.result.failures === 0),
    },
    {
      text:
        `the app ran at the production log level: ${n(setting.logging.lines)} log lines for ` +
        `${n(setting.logging.requests)} measured requests`,
      ok: setting.logging.lines >= setting.logging.requests,
    },
  ];
  return judge('Goals:', verdicts);
}
