// The comments that keep idle event streams from being closed by proxies: each open stream gets one every
// period, and the streams are spread over the period in slices, so that ten thousand phones are not all
// written to in the same instant (which held up the events due then by hundreds of milliseconds).

export interface KeptAlive {
  comment(text: string): void;
}

export interface KeepAlive<S extends KeptAlive> {
  /** Keeps `stream` alive until the returned function is called. */
  add(stream: S): () => void;
}

export function keepAlive<S extends KeptAlive>(periodMs: number, slices = 25): KeepAlive<S> {
  const buckets = Array.from({ length: slices }, () => new Set<S>());
  let size = 0;
  let next = 0;
  let tick = 0;
  let timer: NodeJS.Timeout | undefined;

  function run(): void {
    tick = (tick + 1) % slices;
    for (const stream of buckets[tick]!) stream.comment('keep-alive');
  }

  return {
    add(stream) {
      const bucket = buckets[next]!;
      next = (next + 1) % slices;
      bucket.add(stream);
      size += 1;
      if (!timer) {
        timer = setInterval(run, periodMs / slices);
        timer.unref();
      }
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        bucket.delete(stream);
        size -= 1;
        if (size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}
