// A minimal Chrome DevTools Protocol client for a Node process started with `--inspect` on loopback: enough
// WebSocket (RFC 6455: masked text frames out, unfragmented text frames in) to send commands and read their
// answers. Node 20 has no WebSocket client of its own, and the benchmark needs only this.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

export interface Inspector {
  send<T>(method: string, params?: Record<string, unknown>): Promise<T>;
  close(): void;
}

/** The process's debugging address, as its inspector lists it on /json/list. */
async function debuggerUrl(port: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        webSocketDebuggerUrl: string;
      }[];
      if (targets[0]) return targets[0].webSocketDebuggerUrl;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function upgrade(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request(url.replace(/^ws:/, 'http:'), {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', (_res, socket) => resolve(socket));
    req.on('response', (res) => reject(new Error(`inspector refused the upgrade: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

/** A client's frame: FIN and text opcode, the length, a mask and the masked payload. */
function frame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, 0x80 | length])
      : length < 65_536
        ? Buffer.from([0x81, 0x80 | 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 0x80 | 127]), bigEndian64(length)]);
  const mask = randomBytes(4);
  for (let i = 0; i < length; i++) payload[i]! ^= mask[i % 4]!;
  return Buffer.concat([header, mask, payload]);
}

function bigEndian64(value: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(value));
  return buffer;
}

export async function connectInspector(port: number): Promise<Inspector> {
  const socket = await upgrade(await debuggerUrl(port, 10_000));
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let buffer = Buffer.alloc(0);

  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (buffer.length < 2) return;
      const opcode = buffer[0]! & 0x0f;
      let length = buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) return;
      const payload = buffer.subarray(offset, offset + length).toString('utf8');
      buffer = buffer.subarray(offset + length);
      // Events (no id), pings and the like are not needed here.
      if (opcode !== 1) continue;
      const message = JSON.parse(payload) as { id?: number; result?: unknown; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    }
  });
  socket.on('close', () => {
    for (const { reject } of pending.values()) reject(new Error('inspector connection closed'));
    pending.clear();
  });

  return {
    send<T>(method: string, params: Record<string, unknown> = {}) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        socket.write(frame(JSON.stringify({ id, method, params })));
      });
    },
    close() {
      socket.destroy();
    },
  };
}
