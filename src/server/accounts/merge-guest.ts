// When a guest signs up or signs in as someone else, everything the guest recorded moves to that account.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { levelFor } from '@/shared/levels';
import { awardForItems } from '../achievements/award';
import { rowsOf, type Db } from '../db/client';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { foods, fridgeItems, householdMembers, users } from '../db/schema';
import { USER_TABLES, type OnMerge } from '../db/user-data';
import { carryGuestEarnings } from './merge-allowance';

/**
 * Moves the guest's rows to the account and deletes the guest, in one transaction, as the declaration of the
 * user's tables says (items, achievements, points, devices, answers to queued changes), then awards what the
 * two together have earned (e.g. three fruits of the guest's and two of the account's make five different
 * fruits), as the next fridge action would.
 */
export async function mergeGuestInto(db: Db, guestId: string, userId: string): Promise<void> {
  if (guestId === userId) return;
  await db.transaction(async (tx) => {
    // The guest's row is locked first: a change the guest's phone is making right now (it holds a share of
    // this row through its reference) finishes before the rows are moved, and one that starts now waits and
    // then finds no guest. The guest is deleted in this same transaction, so nothing the guest saved after
    // the move can be deleted with the guest.
    await tx.execute(sql`select id from users where id = ${guestId} for update`);
    // In a household, the account's fridge is the household's: the guest's items go there, not out of sight.
    const [membership] = await tx
      .select({ householdId: householdMembers.householdId })
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    if (membership) {
      await tx
        .update(fridgeItems)
        .set({ householdId: membership.householdId })
        .where(and(eq(fridgeItems.userId, guestId), isNull(fridgeItems.householdId)));
    }
    // Its fridge points and changes count as the account's, now, within the account's daily allowance.
    await carryGuestEarnings(tx, guestId, userId, new Date());
    for (const { table, user, onMerge } of USER_TABLES) {
      await moveRows(tx, table, user, onMerge, guestId, userId);
    }
    await tx.delete(users).where(eq(users.id, guestId));
    const [row] = rowsOf<{ total: string }>(
      await tx.execute(
        sql`select coalesce(sum(points), 0) as total from points_ledger where user_id = ${userId}`,
      ),
    );
    const points = Math.max(0, Number(row?.total ?? 0));
    await tx
      .update(users)
      .set({ points, level: levelFor(points) })
      .where(eq(users.id, userId));
    const stored = await tx
      .selectDistinct({ slug: foods.slug })
      .from(fridgeItems)
      .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
      .where(eq(fridgeItems.userId, userId));
    await awardForItems(
      tx,
      userId,
      stored.map((f) => f.slug),
    );
  });
}

/** One table's share of the merge; an achievement or ledger entry the account already has stays as it is. */
async function moveRows(
  tx: Db,
  table: PgTable,
  user: PgColumn,
  onMerge: OnMerge,
  guestId: string,
  userId: string,
): Promise<void> {
  if (onMerge.kind === 'leave') return;
  const owner = sql.identifier(user.name);
  const name = sql`${table}`;
  if (onMerge.kind === 'move') {
    await tx.execute(sql`update ${name} set ${owner} = ${userId} where ${owner} = ${guestId}`);
    return;
  }
  const same = sql.join(
    onMerge.sameAs.map((c) => sql`a.${sql.identifier(c.name)} = g.${sql.identifier(c.name)}`),
    sql` and `,
  );
  await tx.execute(sql`
    update ${name} g set ${owner} = ${userId}
    where g.${owner} = ${guestId}
      and not exists (select 1 from ${name} a where a.${owner} = ${userId} and ${same})`);
}
