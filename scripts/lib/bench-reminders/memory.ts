// Samples this process's memory while the dispatcher runs, to tell bounded batches from a growing heap.
// Two kinds of samples: the heap as it is (a sawtooth: its peaks depend on when V8 chooses to collect) and the
// heap after each full collection V8 makes on its own (what the dispatcher really keeps: a leak or an
// unbounded batch makes it grow). Forcing collections instead (--expose-gc) would change what is measured:
// it resets V8's heap sizing, and a pass measured that way ran at 946 reminders/s against 1,124 to 1,285.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';

export interface MemorySample {
  /** Since the start of sampling. */
  ms: number;
  rss: number;
  heapUsed: number;
  /** Memory outside the JavaScript heap that JavaScript objects hold (buffers, native handles). */
  external: number;
}

/**
 * The heap in use as a full garbage collection left it, from V8's own statistics of each collection (read
 * once V8 has reported the collection, the heap would already hold what was allocated since: up to a whole
 * batch more, which made single readings of 50 MB among 30s).
 */
export interface LiveSample {
  ms: number;
  heapUsed: number;
}

export interface MemoryProfile {
  samples: MemorySample[];
  live: LiveSample[];
  peakRss: number;
  peakHeap: number;
  /**
   * The highest RSS of the first 10% of the run, and the live heap after the full collections in it (or the
   * first one, if V8 made none that early): the working set once batches are under way.
   */
  early: { live: number; rss: number };
  /** The highest live heap and RSS of the rest of the run. */
  later: { live: number; rss: number };
}

export function sampleMemory(everyMs = 250): { stop(): MemoryProfile } {
  const started = performance.now();
  const samples: MemorySample[] = [];
  /** When each full collection happened, in order; V8's statistics say what each left. */
  const majors: number[] = [];
  const profiler = new GCProfiler();
  profiler.start();
  const take = () => {
    const { rss, heapUsed, external } = process.memoryUsage();
    samples.push({ ms: performance.now() - started, rss, heapUsed, external });
  };
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A 'gc' entry carries { kind, flags } in `detail`, which the PerformanceEntry type does not declare.
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors.push(entry.startTime - started);
    }
  });
  collections.observe({ entryTypes: ['gc'] });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      collections.disconnect();
      take();
      // The profiler lists every collection in order, as the observer does: the n-th full collection of one
      // is the n-th of the other.
      const left = profiler
        .stop()
        .statistics.filter((gc) => gc.gcType === 'MarkSweepCompact')
        .map((gc) => gc.afterGC.heapStatistics.usedHeapSize);
      const live: LiveSample[] = majors.slice(0, left.length).map((ms, i) => ({ ms, heapUsed: left[i]! }));
      const cut = samples.at(-1)!.ms * 0.1;
      const highest = (values: number[]) => Math.max(0, ...values);
      const earlyLive = live.filter((s) => s.ms <= cut);
      const [firstLive] = live;
      return {
        samples,
        live,
        peakRss: highest(samples.map((s) => s.rss)),
        peakHeap: highest(samples.map((s) => s.heapUsed)),
        early: {
          live: highest(
            (earlyLive.length > 0 ? earlyLive : firstLive ? [firstLive] : []).map((s) => s.heapUsed),
          ),
          rss: highest(samples.filter((s) => s.ms <= cut).map((s) => s.rss)),
        },
        later: {
          live: highest(live.filter((s) => s.ms > cut).map((s) => s.heapUsed)),
          rss: highest(samples.filter((s) => s.ms > cut).map((s) => s.rss)),
        },
      };
    },
  };
}

/** About `count` samples evenly spread over the run, first and last included. */
export function spread<T>(samples: T[], count: number): T[] {
  if (samples.length <= count) return samples;
  const step = (samples.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => samples[Math.round(i * step)]!);
}
