// A user downloads all of their data as JSON. Everything the app keeps about the user, and
// nothing that would let the file be used to act as them (no password hash, session token or push keys) or
// that is someone else's (the inviter is told as a fact, not by id; a household's items only while the user
// is in it).
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { oneByOne, type Db } from '../db/client';
import {
  accounts,
  foods,
  fridgeItems,
  fridgeItemsReminders,
  householdMembers,
  households,
  pointsLedger,
  prizeClaims,
  prizes,
  pushSubscriptions,
  sessions,
  users,
  usersAchievements,
} from '../db/schema';
import type { ExportSection } from '../db/user-data';
import { fridgeScopeOf } from '../fridge/scope';
import { HttpError } from '../http/errors';
import { preferencesOf } from '../reminders/preferences';
import { publicUrl } from '../storage/storage';

export const EXPORT_FORMAT_VERSION = 1;

/**
 * The items that are the user's: those of their own fridge, and those they added to the household they are in
 * now. A household they left (or were removed from) keeps the items they added, with their state and
 * reminders: those are its members' now, not the user's.
 */
function theirItems(userId: string, householdId: string | null): SQL {
  const held = householdId
    ? or(isNull(fridgeItems.householdId), eq(fridgeItems.householdId, householdId))
    : isNull(fridgeItems.householdId);
  return and(eq(fridgeItems.userId, userId), held)!;
}

export async function exportAccount(db: Db, userId: string, now = new Date()) {
  // One snapshot: the parts agree with each other even while the user acts in another tab.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(404, 'not_found', 'errors.notFound');
    const theirs = theirItems(userId, (await fridgeScopeOf(tx, userId)).householdId);
    const [signIns, devices, logins, items, reminders, achievements, ledger, claims, household] =
      await oneByOne([
        tx
          .select({ method: accounts.providerId, createdAt: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId))
          .orderBy(asc(accounts.createdAt)),
        tx
          .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(asc(pushSubscriptions.createdAt)),
        tx
          .select({
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt)),
        tx
          .select({
            id: fridgeItems.id,
            food: foods.slug,
            foodName: foods.name,
            bagSize: fridgeItems.bagSize,
            state: fridgeItems.state,
            startDatetime: fridgeItems.startDatetime,
            endDatetime: fridgeItems.endDatetime,
            stateChangedAt: fridgeItems.stateChangedAt,
            discardReason: fridgeItems.discardReason,
            stillGood: fridgeItems.stillGood,
            createdAt: fridgeItems.createdAt,
          })
          .from(fridgeItems)
          .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
          .where(theirs)
          .orderBy(asc(fridgeItems.createdAt)),
        tx
          .select({
            itemId: fridgeItemsReminders.fridgeItemId,
            reminderDatetime: fridgeItemsReminders.reminderDatetime,
            isDefault: fridgeItemsReminders.isDefault,
            reminded: fridgeItemsReminders.reminded,
            remindedAt: fridgeItemsReminders.remindedAt,
            outcome: fridgeItemsReminders.outcome,
          })
          .from(fridgeItemsReminders)
          .innerJoin(fridgeItems, eq(fridgeItems.id, fridgeItemsReminders.fridgeItemId))
          .where(theirs)
          .orderBy(asc(fridgeItemsReminders.reminderDatetime)),
        tx
          .select({
            code: usersAchievements.achievementCode,
            data: usersAchievements.achievementData,
            completedAt: usersAchievements.createdAt,
          })
          .from(usersAchievements)
          .where(eq(usersAchievements.userId, userId))
          .orderBy(asc(usersAchievements.createdAt)),
        tx
          .select({
            reason: pointsLedger.reason,
            reference: pointsLedger.reference,
            points: pointsLedger.points,
            at: pointsLedger.createdAt,
          })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, userId))
          .orderBy(asc(pointsLedger.createdAt)),
        tx
          .select({
            prize: prizes.slug,
            titleIt: prizes.titleIt,
            titleEn: prizes.titleEn,
            code: prizeClaims.code,
            claimedAt: prizeClaims.createdAt,
          })
          .from(prizeClaims)
          .innerJoin(prizes, eq(prizes.id, prizeClaims.prizeId))
          .where(eq(prizeClaims.userId, userId))
          .orderBy(asc(prizeClaims.createdAt)),
        tx
          .select({ name: households.name, role: householdMembers.role, joinedAt: householdMembers.joinedAt })
          .from(householdMembers)
          .innerJoin(households, eq(households.id, householdMembers.householdId))
          .where(eq(householdMembers.userId, userId)),
      ]);
    const remindersOf = new Map<string, Omit<(typeof reminders)[number], 'itemId'>[]>();
    for (const { itemId, ...reminder } of reminders) {
      remindersOf.set(itemId, [...(remindersOf.get(itemId) ?? []), reminder]);
    }
    // One heading per declared kind of the user's rows: a table declared with a heading must be shown here.
    const sections = {
      signInMethods: signIns,
      sessions: logins,
      notificationDevices: devices,
      fridgeItems: items.map((item) => ({
        ...item,
        reminders: remindersOf.get(item.id) ?? [],
      })),
      achievements,
      pointsLedger: ledger,
      prizeClaims: claims,
      household,
    } satisfies Record<ExportSection, unknown[]>;
    return {
      format: 'myfridge-export' as const,
      version: EXPORT_FORMAT_VERSION,
      exportedAt: now.toISOString(),
      account: {
        id: user.id,
        guest: user.isAnonymous,
        email: user.isAnonymous ? null : user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: user.displayName,
        phone: user.phone,
        birthDate: user.birthDate,
        gender: user.gender,
        picture: publicUrl(user.imgPath),
        language: user.locale,
        timeZone: user.timeZone,
        emailReminders: user.emailReminders,
        reminderPreferences: preferencesOf(user),
        createdAt: user.createdAt,
        level: user.level,
        points: user.points,
        inviteCode: user.inviteCode,
        invitesCount: user.invitesCount,
        joinedWithAnInvite: user.invitedById !== null,
        loginCount: user.loginCount,
        lastLogin: user.lastLogin,
        loginStreak: user.loginStreak,
      },
      ...sections,
    };
  });
}
