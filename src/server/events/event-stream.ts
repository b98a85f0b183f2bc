// One open event stream (Server-Sent Events). Thousands of phones hold one open each, so a stream is one
// object and the ReadableStream that the server adapter reads into the socket: no stream piped into another,
// no loop or timer of its own (keep-alive.ts writes the comments), methods on the prototype, not closures.
import type { Context } from 'hono';

/**
 * Text written but not yet taken by the client beyond which it is cut off: a client that slow (or a
 * connection that dead) reconnects and reads everything again, rather than the server keeping its backlog.
 */
export const MAX_UNSENT_BYTES = 64 * 1024;

const HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-store',
  // nginx passes each event on at once instead of buffering the response.
  'X-Accel-Buffering': 'no',
};

const encoder = new TextEncoder();
const bySize: QueuingStrategy<Uint8Array> = {
  highWaterMark: MAX_UNSENT_BYTES,
  size: (chunk) => chunk.byteLength,
};

export class EventStream implements UnderlyingDefaultSource<Uint8Array> {
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  #ended = false;
  readonly #onEnd: () => void;
  /** What the client reads; what is sent before it does waits in its queue. */
  readonly #body: ReadableStream<Uint8Array>;

  /** `onEnd` runs once, when the stream ends for any reason (the client left, the server ended it). */
  constructor(onEnd: () => void) {
    this.#onEnd = onEnd;
    this.#body = new ReadableStream(this, bySize);
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** The response: what the route returns. */
  open(c: Context): Response {
    return c.body(this.#body, 200, HEADERS);
  }

  /** An event: `event: type` and its JSON on one `data:` line. */
  send(type: string, data: unknown): void {
    this.#write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line, which clients ignore and proxies see as traffic. */
  comment(text: string): void {
    this.#write(`: ${text}\n\n`);
  }

  /** Ends the stream; with `retryMs`, asks the client to open another that soon (EventSource's `retry`). */
  end(retryMs?: number): void {
    if (this.#ended) return;
    if (retryMs !== undefined) this.#write(`retry: ${retryMs}\n\n`);
    this.#ended = true;
    this.#controller?.close();
    this.#onEnd();
  }

  /** Called by the ReadableStream as it is made (a method of the underlying source). */
  start(controller: ReadableStreamDefaultController<Uint8Array>): void {
    this.#controller = controller;
  }

  /** Called by the ReadableStream when its reader gives up: the client went away. */
  cancel(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#onEnd();
  }

  #write(text: string): void {
    if (this.#ended || !this.#controller) return;
    this.#controller.enqueue(encoder.encode(text));
    if ((this.#controller.desiredSize ?? 0) < 0) this.end();
  }
}
