// A server of the admin's browser test, with an admin: the built app on an embedded database of its own (the
// shared e2e server's is locked while it runs), an account signed up and verified on it, the server stopped,
// the account made an admin with `admin:grant` (the command an operator runs), and the server started again.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { freePort } from '../support/child-server';
import { ACCOUNT_PASSWORD, codeFrom, latestMail, uniqueEmail } from './support';

export interface AdminServer {
  url: string;
  adminEmail: string;
  /** Signs up and verifies another account on this server (a user: not an admin). */
  signUp(prefix: string): Promise<{ email: string; api: APIRequestContext }>;
  stop(): Promise<void>;
}

function settings(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    REMINDER_INTERVAL_SECONDS: '0',
  };
}

async function start(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // A fresh embedded database is made, migrated and seeded first: over a minute on a loaded machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the admin test's server exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`the admin test's server did not start: ${errors}`);
    const ready = await fetch(`${env.PUBLIC_URL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** An account made as the app makes it, its address verified with the e-mailed code; its own cookies. */
async function signUpOn(url: string, prefix: string) {
  const api = await newRequest.newContext({
    baseURL: url,
    extraHTTPHeaders: { Origin: url, 'Accept-Language': 'it' },
  });
  const email = uniqueEmail(prefix);
  const password = ACCOUNT_PASSWORD;
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  const otp = codeFrom(await latestMail(api, email, /codice/));
  const verified = await api.post('/api/auth/email-otp/verify-email', { data: { email, otp } });
  if (!verified.ok()) throw new Error(`verification failed: ${verified.status()}`);
  return { email, api };
}

export async function startAdminServer(): Promise<AdminServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fridge-e2e-admin-'));
  const port = await freePort();
  const env = settings(dataDir, port);
  const url = env.PUBLIC_URL!;
  const first = await start(env);
  const { email: adminEmail, api } = await signUpOn(url, 'admin');
  await api.dispose();
  await stop(first);
  const grant = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/admin/grant-cli.ts', adminEmail],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (grant.status !== 0) throw new Error(`admin:grant failed: ${grant.stdout}${grant.stderr}`);
  const server = await start(env);
  const contexts: APIRequestContext[] = [];
  return {
    url,
    adminEmail,
    async signUp(prefix) {
      const account = await signUpOn(url, prefix);
      contexts.push(account.api);
      return account;
    },
    async stop() {
      await Promise.all(contexts.map((context) => context.dispose()));
      await stop(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
