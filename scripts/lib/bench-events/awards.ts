// Awards for random guests at a steady rate, each through the app's own `award()` in a transaction of its own,
// as an action does, from this process's connections: for the server, whose LISTEN connection receives the
// NOTIFY, that is what an award made by another instance looks like. Each guest gets each code at most once,
// so an event is matched to its award by (user, code).
import { ACHIEVEMENTS } from '../../../src/shared/achievements';
import { award } from '../../../src/server/achievements/award';
import type { Database } from '../../../src/server/db/client';
import { atSteadyRate, type SteadyRun } from './steady-rate';

export interface AwardRun extends SteadyRun {
  /** performance.now() when each award's transaction asked to commit, by `awardKey`. */
  sentAt: Map<string, number>;
  /** Different users awarded. */
  users: number;
}

export function awardKey(userId: string, code: string): string {
  return `${userId} ${code}`;
}

function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** One award in its own transaction; resolves with the moment it asked to commit. */
async function awardOne(database: Database, userId: string, code: string): Promise<number> {
  let sentAt = NaN;
  await database.db.transaction(async (tx) => {
    const awarded = await award(tx, userId, [code]);
    if (awarded.length !== 1) throw new Error(`${code} was already awarded to ${userId}`);
    // The NOTIFY goes out when the transaction commits, right after this.
    sentAt = performance.now();
  });
  return sentAt;
}

/** `rate` awards a second for `seconds`, each to a random one of `userIds` and a code it does not have yet. */
export async function sendAwards(
  database: Database,
  userIds: string[],
  { rate, seconds }: { rate: number; seconds: number },
): Promise<AwardRun> {
  const codes = new Map<string, string[]>();
  const candidates = [...userIds];
  /** A random user with a code left, and that code. */
  const pick = (): [string, string] => {
    while (candidates.length > 0) {
      const i = Math.floor(Math.random() * candidates.length);
      const userId = candidates[i]!;
      const left = codes.get(userId) ?? shuffled(ACHIEVEMENTS.map((a) => a.code));
      codes.set(userId, left);
      const code = left.pop();
      if (code !== undefined) return [userId, code];
      candidates[i] = candidates.at(-1)!;
      candidates.pop();
    }
    throw new Error('every user has every achievement: ask for fewer awards or more users');
  };
  const sentAt = new Map<string, number>();
  const run = await atSteadyRate({ rate, seconds }, async () => {
    const [userId, code] = pick();
    sentAt.set(awardKey(userId, code), await awardOne(database, userId, code));
  });
  return { sentAt, users: codes.size, ...run };
}
