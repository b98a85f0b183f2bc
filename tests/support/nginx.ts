// nginx (Debian's package) in front of several app instances on loopback, with the proxy settings of
// docs/deploy/nginx-proxy.conf, for the tests of several instances. Where nginx is missing the tests are
// skipped, except under CI=true, where .ci/run installs it and a missing one is a failure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const PROXY_CONF = resolve('docs/deploy/nginx-proxy.conf');

/** Whether this machine can run the tests; under CI it must. */
export function nginxAvailable(): boolean {
  if (NGINX) return true;
  if (process.env.CI === 'true')
    throw new Error('nginx is missing: .ci/run installs it (apt-get install nginx-light)');
  return false;
}

export interface Nginx {
  url: string;
  /** What nginx logged (warnings and errors): why it answered 502, when it did. */
  errors(): string;
  stop(): Promise<void>;
}

/** Listens on `port` (chosen first, as the instances' PUBLIC_URL names it) and spreads over the upstreams. */
export async function startNginx(upstreamPorts: number[], port: number): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const prefix = await mkdtemp(join(tmpdir(), 'fridge-nginx-'));
  await mkdir(join(prefix, 'logs'));
  const asRoot = process.getuid?.() === 0;
  const conf = `
${asRoot ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream fridge {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    include ${PROXY_CONF};
  }
}
`;
  await writeFile(join(prefix, 'nginx.conf'), conf);
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refuses its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/api/health/live`).then(
      (res) => res.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${errors}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    errors: () => errors,
    async stop() {
      // Fast shutdown: a graceful one would wait for the open event streams.
      child.kill('SIGTERM');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
