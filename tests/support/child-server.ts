// The real server in a process of its own (`src/server/main.ts`), for tests of what befalls a process: its
// database dropping connections, being killed, being started again. Reached over HTTP on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './test-app';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Everything the process wrote, stdout and stderr, as it came. */
  output(): string;
  /** The exit code once it has exited, else undefined. */
  exitCode(): number | null | undefined;
  /** Enough of a TestApp for `browserClient`: requests go to this process over HTTP. */
  client: Pick<TestApp, 'request'>;
  stop(): Promise<void>;
}

/** A port free on loopback now (PUBLIC_URL must name the port before the server starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `main.ts` on `databaseUrl` and resolves once it listens; rejects if it exits first. */
export async function startChildServer(
  databaseUrl: string,
  settings: Record<string, string> = {},
): Promise<ChildServer> {
  // A port of its own, or the one the settings name (an instance started again where a proxy expects it).
  const port = settings.PORT ? Number(settings.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fridge-child-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      REMINDER_INTERVAL_SECONDS: '0',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitCode: number | null | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('listening on')) {
        clearInterval(timer);
        resolve();
      } else if (exitCode !== undefined) {
        clearInterval(timer);
        reject(new Error(`the server exited with ${exitCode} before listening:\n${output}`));
      }
    }, 50);
  });
  return {
    url,
    process: child,
    output: () => output,
    exitCode: () => exitCode,
    client: {
      request: (path, init) => fetch(String(path).replace('http://localhost:3000', url), init),
    },
    async stop() {
      if (exitCode === undefined) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
