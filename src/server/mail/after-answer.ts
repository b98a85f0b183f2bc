// The e-mails a request leaves for after its answer (a code, a reset link, a notice), kept count of for each
// mailer: shutting down waits for them, so what was asked for just before a restart still goes out.
import type { Mailer } from './mailer';

const pending = new WeakMap<Mailer, Set<Promise<void>>>();

/**
 * Runs `work` once the current request has answered (never inside its transaction, and without making the
 * answer's timing depend on it). `work` reports its own failures; one it lets through is dropped here.
 */
export function afterAnswer(mailer: Mailer, work: () => Promise<void>): void {
  let left = pending.get(mailer);
  if (!left) pending.set(mailer, (left = new Set()));
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch(() => undefined)
    .finally(() => left.delete(done));
  left.add(done);
}

/**
 * Resolves once every e-mail left for after an answer has gone or failed, or after `withinMs`; says how many
 * are still on their way (0 when all are done).
 */
export async function mailLeftSettled(mailer: Mailer, withinMs = Infinity): Promise<number> {
  const left = pending.get(mailer);
  const deadline = Date.now() + withinMs;
  while (left && left.size > 0 && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    // Without a limit, no timer: one of Infinity ms fires at once, with a warning.
    const late = Number.isFinite(withinMs)
      ? [new Promise<void>((resolve) => (timer = setTimeout(resolve, deadline - Date.now())))]
      : [];
    await Promise.race([Promise.allSettled([...left]), ...late]);
    clearTimeout(timer);
  }
  return left?.size ?? 0;
}
