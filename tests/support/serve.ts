// Serves a test app over real HTTP on a free port, as the app is served (listen.ts), for what needs a
// socket (the client's address).
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { listen } from '../../src/server/listen';
import type { TestApp } from './test-app';

export interface Served {
  port: number;
  close(): Promise<void>;
}

export async function serveApp(t: TestApp, hostname = '0.0.0.0'): Promise<Served> {
  return new Promise((resolve) => {
    const server = listen({ fetch: t.app.fetch, port: 0, hostname }, (info) => {
      resolve({
        port: info.port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** An IPv4 address of this machine that is not loopback: a request to it does not come from 127.0.0.1. */
export function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

/** A GET with any headers, Host included (fetch does not let a caller choose the Host header). */
export function rawGet(host: string, port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    request({ host, port, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}
