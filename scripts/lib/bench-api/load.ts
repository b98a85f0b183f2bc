// Puts one server under load with autocannon (in this process). A measurement is made of slices, so the two
// servers can take turns and any other work on the machine weighs on both alike; every answer's latency is
// kept to compute percentiles over all slices, and the server's CPU time per answer is read from /proc.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Slice {
  /** Latency of each 2xx answer, ms. */
  latencies: number[];
  seconds: number;
  /** CPU time the server's process used meanwhile, ms (NaN where /proc cannot be read). */
  cpuMs: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  failures: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  /** Any failure voids the figures. */
  failures: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User plus system CPU time of a process, ms. */
function cpuMs(pid: number): number {
  try {
    // The command name (2nd field) is in parentheses and may hold spaces: count the fields after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

export async function loadSlice(
  server: { url: string; pid: number },
  path: string,
  cookie: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<Slice> {
  const before = cpuMs(server.pid);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: server.url + path, connections, duration: seconds, headers: { cookie } };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
  return {
    latencies,
    seconds: result.duration,
    cpuMs: cpuMs(server.pid) - before,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function percentile(sorted: number[], p: number): number {
  const value = sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return Math.round(value * 10) / 10;
}

export function combine(slices: Slice[]): LoadResult {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const sum = (pick: (s: Slice) => number) => slices.reduce((total, s) => total + pick(s), 0);
  return {
    rps: latencies.length / sum((s) => s.seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuMsPerRequest: sum((s) => s.cpuMs) / latencies.length,
    failures: sum((s) => s.failures),
  };
}
