// Starts bare-server.ts in its own process, as the app runs in its own: neither shares a core's event loop
// with autocannon.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { RunningServer } from '../start-server';

export async function startBareServer(databaseUrl: string, cookieName: string): Promise<RunningServer> {
  // BENCH_CPU_PROFILE=<folder>: a CPU profile of the bare server too, to set beside the app's.
  const profile = process.env.BENCH_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', 'scripts/lib/bench-api/bare-server.ts'],
    {
      env: { ...process.env, BARE_DATABASE_URL: databaseUrl, BARE_COOKIE_NAME: cookieName },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
