// Something a test file shares between its tests, such as an app with its clients: one per file, not per test.
import { afterAll, beforeAll } from 'vitest';

/**
 * Starts `start()` before the file's tests and closes what it gave after them. The object returned is filled
 * in by then, so the tests read its fields while they run, never while the file is being collected.
 */
export function useForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  });
  afterAll(() => started.close());
  return started;
}
