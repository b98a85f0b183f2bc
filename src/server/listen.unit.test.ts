import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { listen } from './listen';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

it('keeps an idle connection open longer than the clients do (Node closes it after 5 to 6 s by default)', async () => {
  const server = listen({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  let connections = 0;
  server.on('connection', () => (connections += 1));
  // A client that keeps its connections, as browsers, proxies and Playwright's requests do.
  const agent = new Agent({ keepAlive: true });
  close = async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  const { port } = server.address() as AddressInfo;
  const get = () =>
    new Promise<string>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });

  expect(await get()).toBe('ok');
  // Idle past Node's default: a server that closed the connection then would race a request sent on it at
  // that moment, and the client would see ECONNRESET.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  expect(await get()).toBe('ok');
  expect(connections).toBe(1);
}, 20_000);
