// The server's memory as the benchmark reads it: through the inspector (the server runs with `--inspect` on
// loopback), a full garbage collection first, then the process's own `process.memoryUsage()`; so two readings
// differ by what is kept alive, not by garbage not yet collected. Also its CPU time, from /proc.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { heapSummary, type HeapSummary } from './heap-profile';
import { connectInspector, type Inspector } from './inspector';

export interface MemoryReading {
  rss: number;
  heapUsed: number;
  /** Memory outside the JavaScript heap that JavaScript objects hold (buffers, native handles). */
  external: number;
}

export interface ServerMemory {
  /** After a full garbage collection in the server. */
  read(): Promise<MemoryReading>;
  /** A heap snapshot, summed by kind of object (after a full garbage collection too). */
  heap(): Promise<HeapSummary>;
  close(): void;
}

/** A port nobody listens on now, for the server's inspector. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function serverMemory(inspectorPort: number): Promise<ServerMemory> {
  const inspector: Inspector = await connectInspector(inspectorPort);
  return {
    async read() {
      // Twice: objects with finalizers or weak references are freed only by the second collection.
      await inspector.send('HeapProfiler.collectGarbage');
      await inspector.send('HeapProfiler.collectGarbage');
      const { result } = await inspector.send<{ result: { value: string } }>('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(result.value) as MemoryReading;
    },
    heap: () => heapSummary(inspector),
    close: () => inspector.close(),
  };
}

/** User plus system CPU time of a process, ms (NaN where /proc cannot be read). */
export function cpuMs(pid: number): number {
  try {
    // The command name (2nd field) is in parentheses and may hold spaces: count the fields after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}
