// Hands the main thread back to the browser until its next task (a tap, a paint), then goes on: what the app
// does as it starts is cut into pieces that a slow phone feels less than one long task.

interface Scheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  // scheduler.yield() goes on ahead of other waiting tasks; without it, a timer puts the rest at the back.
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
