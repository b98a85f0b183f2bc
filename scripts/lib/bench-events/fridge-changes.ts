// Changes of households' fridges at a steady rate, each announced by the app's own `fridgeChanged()` in a
// transaction of its own (one NOTIFY naming every member), as a fridge change through another instance
// is. A fridge event names nothing, so each member's events are matched to the changes of their household
// in order: the households are taken in turn, so that no two changes of one household are ever under way
// together and they arrive as they were made.
import type pg from 'pg';
import type { Database } from '../../../src/server/db/client';
import { fridgeChanged } from '../../../src/server/fridge/scope';
import { atSteadyRate, type SteadyRun } from './steady-rate';

export interface Household {
  id: string;
  members: string[];
}

export interface FridgeRun extends SteadyRun {
  /** Per member, performance.now() when each change of their household asked to commit, in order. */
  expected: Map<string, number[]>;
  changes: number;
}

/** The users, `size` at a time, made into households (straight into the tables: the bench's guests). */
export async function formHouseholds(pool: pg.Pool, userIds: string[], size: number): Promise<Household[]> {
  const households: Household[] = [];
  for (let i = 0; i + size <= userIds.length; i += size) {
    const members = userIds.slice(i, i + size);
    const { rows } = await pool.query<{ id: string }>(
      `insert into households (name) values ('bench') returning id`,
    );
    const id = rows[0]!.id;
    await pool.query(
      `insert into household_members (user_id, household_id, role)
       select m, $1, case when ordinality = 1 then 'owner' else 'member' end
       from unnest($2::text[]) with ordinality as m`,
      [id, members],
    );
    households.push({ id, members });
  }
  return households;
}

/** `rate` changes a second for `seconds`, to the households in turn. */
export async function sendFridgeChanges(
  database: Database,
  households: Household[],
  { rate, seconds }: { rate: number; seconds: number },
): Promise<FridgeRun> {
  const expected = new Map<string, number[]>();
  const run = await atSteadyRate({ rate, seconds }, (i) => {
    const household = households[i % households.length]!;
    return database.db.transaction(async (tx) => {
      await fridgeChanged(tx, { userId: household.members[0]!, householdId: household.id });
      // The NOTIFY goes out when the transaction commits, right after this.
      const sentAt = performance.now();
      for (const member of household.members) {
        expected.set(member, [...(expected.get(member) ?? []), sentAt]);
      }
    });
  });
  return { expected, changes: Math.round(rate * seconds), ...run };
}
