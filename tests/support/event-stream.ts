// A user's event stream (GET /api/events) opened as the browser would, collecting its events.
import { expect } from 'vitest';
import type { BrowserClient } from './browser-client';

/** Opens the stream as the client's browser would and collects its events. */
export async function openStream(
  client: BrowserClient,
  request: (path: string, init: RequestInit) => Promise<Response>,
) {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await request('http://localhost:3000/api/events', {
    headers: { Cookie: cookie, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { event: string; data: string }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ?? '' });
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (e: { event: string; data: string }) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = events.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    return undefined;
  };
  await waitFor((e) => e.event === 'ready');
  return {
    events,
    waitFor,
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
