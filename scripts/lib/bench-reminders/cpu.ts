// CPU time of the processes that take part in a pass (this one, the sinks, the PostgreSQL backends), read from
// /proc: on a 2-core machine it shows which of them the cores went to. Linux only; elsewhere it reads nothing.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node runs on

/** User + system CPU seconds of a process, or undefined when /proc cannot tell (gone, not Linux). */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The server processes serving connections to the scratch database. */
export async function backendPids(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return rows.map((r) => r.pid);
}

export interface CpuSnapshot {
  self: number;
  sinks: number;
  /** Per backend, so that one started during the pass counts from zero. */
  backends: Map<number, number>;
}

export async function snapshotCpu(pool: pg.Pool, sinksPid: number): Promise<CpuSnapshot> {
  const { user, system } = process.cpuUsage();
  const backends = new Map<number, number>();
  for (const pid of await backendPids(pool)) backends.set(pid, cpuSeconds(pid) ?? 0);
  return { self: (user + system) / 1e6, sinks: cpuSeconds(sinksPid) ?? 0, backends };
}

export interface CpuUse {
  dispatcher: number;
  sinks: number;
  postgres: number;
}

export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  let postgres = 0;
  for (const [pid, seconds] of after.backends) postgres += seconds - (before.backends.get(pid) ?? 0);
  return { dispatcher: after.self - before.self, sinks: after.sinks - before.sinks, postgres };
}
