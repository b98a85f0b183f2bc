// Starts the built server on a free port and a throw-away data folder, for scripts and benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's process, e.g. to read its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms`);
}

export interface StartOptions {
  /**
   * Read the server's standard output (its JSON log, a line an entry) and count its lines, as a log shipper
   * would read it, instead of discarding it.
   */
  countLogLines?: boolean;
  /** Listen here rather than on a free port: a restart keeps the origin (and its service worker). */
  port?: number;
  /**
   * Keep the data here, left in place at stop, rather than in a folder of its own removed at stop: a restart
   * on the same data, as a new version is deployed, and without migrating an empty database again.
   */
  dataDir?: string;
}

/**
 * `env` adds to the environment and overrides its defaults; a value of `undefined` removes the variable, so
 * the server's own default applies (as in production, where nothing sets it).
 */
export async function startBuiltServer(
  env: Record<string, string | undefined> = {},
  options: StartOptions = {},
): Promise<RunningServer & { logLines(): number }> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fridge-script-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The address the browser uses: state-changing requests must come from this origin.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's
  // DevTools, Performance), to see where a benchmark's time goes.
  const profile = process.env.BENCH_CPU_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn('node', [...nodeArgs, 'dist/server/main.js'], {
    env: childEnv,
    stdio: ['ignore', options.countLogLines ? 'pipe' : 'ignore', 'inherit'],
  });
  let lines = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh embedded database is made, migrated and seeded first: over a minute on a loaded machine.
  await waitForHealth(url, child, 150_000);
  return {
    url,
    pid: child.pid!,
    logLines: () => lines,
    async stop() {
      // A server that already died would never send 'exit' again.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
