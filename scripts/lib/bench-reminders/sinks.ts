// Starts the benchmark's SMTP and push sinks in a child process and asks it for what they received.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromSinks, SinkCounts, ToSinks } from './sink-protocol';

export interface Sinks {
  smtpUrl: string;
  /** http://127.0.0.1:PORT; subscriptions point at `${pushUrl}/push/<n>`. */
  pushUrl: string;
  /** The sinks' process, e.g. to read its CPU time. */
  pid: number;
  counts(): Promise<SinkCounts>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./sinks-process.ts', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function next<T extends FromSinks['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromSinks, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromSinks) => {
      if (message.type !== type) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(message as Extract<FromSinks, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the sinks' process exited (${code}) before answering "${type}"`));
    };
    child.on('message', onMessage).once('exit', onExit);
  });
}

export async function startSinks(): Promise<Sinks> {
  // Node itself with tsx's loader, from the project root where `tsx` resolves.
  const child = fork(ENTRY, [], { cwd: PROJECT_ROOT, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const ready = await next(child, 'ready');
  const ask = <T extends ToSinks['type']>(type: T) => {
    const answer = next(child, type);
    child.send({ type } satisfies ToSinks);
    return answer;
  };
  return {
    smtpUrl: `smtp://127.0.0.1:${ready.smtpPort}`,
    pushUrl: `http://127.0.0.1:${ready.pushPort}`,
    pid: child.pid!,
    counts: async () => (await ask('counts')).counts,
    reset: async () => {
      await ask('reset');
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // It exits when the channel closes (see sinks-process.ts).
      if (child.connected) child.disconnect();
      else child.kill();
      await exited;
    },
  };
}
