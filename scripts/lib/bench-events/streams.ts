// The benchmark's open tabs: one `GET /api/events` stream per guest over node:http, read as an EventSource
// reads it. Each award that arrives is handed over with the moment its bytes arrived.
import { Agent, get, type ClientRequest } from 'node:http';
import type { Guest } from './guests';

export interface Streams {
  /** Streams that ended or failed before `close()`. */
  lost(): number;
  /** Events other than `ready`, `achievement` and `fridge` (a `resync`: the server lost its LISTEN connection). */
  others(): number;
  close(): void;
}

export type OnAward = (userId: string, code: string, arrivedAt: number) => void;
/** A change of the fridge the user shares (its event names nothing: the bench matches them in order). */
export type OnFridge = (userId: string, arrivedAt: number) => void;

const READY_TIMEOUT_MS = 30_000;

/**
 * Opens a stream for every guest, `concurrency` being opened at a time, and resolves once every one has
 * received its `ready` event (the server has subscribed it); rejects if one is refused or stays silent.
 */
export async function openStreams(
  baseUrl: string,
  guests: Guest[],
  concurrency: number,
  onAward: OnAward,
  onFridge: OnFridge = () => undefined,
): Promise<Streams> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: ClientRequest[] = [];
  let closing = false;
  let lost = 0;
  let others = 0;

  function open(guest: Guest): Promise<void> {
    return new Promise((resolve, reject) => {
      let ended = false;
      const fail = (error: Error) => {
        clearTimeout(timer);
        // Counted once per stream, and not when the benchmark closes it.
        if (!closing && !ended) lost += 1;
        ended = true;
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new Error('a stream got no ready event in time')),
        READY_TIMEOUT_MS,
      );
      const req = get(`${baseUrl}/api/events`, {
        agent,
        headers: { cookie: guest.cookie, accept: 'text/event-stream' },
      });
      requests.push(req);
      req.on('error', fail);
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          fail(new Error(`GET /api/events: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // Comments (`: keep-alive`) have no event line.
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') {
              clearTimeout(timer);
              resolve();
            } else if (event === 'achievement') {
              const { code } = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { code: string };
              onAward(guest.userId, code, arrivedAt);
            } else if (event === 'fridge') {
              onFridge(guest.userId, arrivedAt);
            } else if (event) {
              others += 1;
            }
          }
        });
        res.on('close', () => fail(new Error('the server ended a stream')));
      });
    });
  }

  let next = 0;
  async function worker(): Promise<void> {
    while (!closing && next < guests.length) await open(guests[next++]!);
  }
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, guests.length) }, worker));
  } catch (error) {
    closing = true;
    for (const req of requests) req.destroy();
    throw error;
  }
  return {
    lost: () => lost,
    others: () => others,
    close() {
      closing = true;
      for (const req of requests) req.destroy();
      agent.destroy();
    },
  };
}
