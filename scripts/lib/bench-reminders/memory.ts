// Samples this process's memory while the dispatcher runs, to tell bounded batches from a growing heap.

export interface MemorySample {
  /** Since the start of sampling. */
  ms: number;
  rss: number;
  heapUsed: number;
  /** Memory outside the JavaScript heap that JavaScript objects hold (buffers, native handles). */
  external: number;
}

export interface MemoryProfile {
  samples: MemorySample[];
  peakRss: number;
  peakHeap: number;
  /** The highest heap and RSS of the first 10% of the run: the working set once batches are under way. */
  early: { heap: number; rss: number };
  /** The highest heap and RSS of the other 90%. */
  later: { heap: number; rss: number };
}

export function sampleMemory(everyMs = 250): { stop(): MemoryProfile } {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const { rss, heapUsed, external } = process.memoryUsage();
    samples.push({ ms: performance.now() - started, rss, heapUsed, external });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const early = samples.filter((s) => s.ms <= samples.at(-1)!.ms * 0.1);
      const later = samples.slice(early.length);
      const highest = (list: MemorySample[]) => ({
        heap: Math.max(0, ...list.map((s) => s.heapUsed)),
        rss: Math.max(0, ...list.map((s) => s.rss)),
      });
      return {
        samples,
        peakRss: Math.max(...samples.map((s) => s.rss)),
        peakHeap: highest(samples).heap,
        early: highest(early),
        later: highest(later),
      };
    },
  };
}

/** About `count` samples evenly spread over the run, first and last included. */
export function spread(samples: MemorySample[], count: number): MemorySample[] {
  if (samples.length <= count) return samples;
  const step = (samples.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => samples[Math.round(i * step)]!);
}
