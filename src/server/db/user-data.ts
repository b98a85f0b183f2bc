// Every table that keeps a user's rows, declared once beside the schema: what becomes of them when a guest
// joins an account, under which heading the user's export shows them, and that deleting the user deletes
// them (each one's reference to the user cascades; rows others share stay, without the user).
// `user-data.test.ts` fails when a table that names a user is missing here, so a new table cannot be
// forgotten by the merge, the export or the deletion.
import { isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accounts,
  adminAudit,
  calendarFeeds,
  appSecrets,
  authFailures,
  coupons,
  ideas,
  foods,
  fridgeItems,
  householdInvites,
  householdMembers,
  households,
  fridgeItemsReminders,
  mailOutbox,
  monthlySummaries,
  rateLimits,
  reminderDeliveries,
  seedRuns,
  verifications,
  prizes,
  idempotencyKeys,
  pointsLedger,
  prizeClaims,
  pushSubscriptions,
  sessions,
  twoFactors,
  shelfLifeResets,
  users,
  usersAchievements,
} from './schema';

/** The export's headings for a user's rows (besides the account itself). */
export type ExportSection =
  | 'signInMethods'
  | 'sessions'
  | 'notificationDevices'
  | 'fridgeItems'
  | 'achievements'
  | 'pointsLedger'
  | 'prizeClaims'
  | 'household';

/**
 * When a guest joins an account: `move` the rows to the account; `move-new` only those the account does not
 * already have by the `sameAs` columns (the account's copy stays); `leave` them with the guest, who is then
 * deleted with them (the guest's own sign-in).
 */
export type OnMerge = { kind: 'move' } | { kind: 'move-new'; sameAs: PgColumn[] } | { kind: 'leave' };

export interface UserTable {
  table: PgTable;
  /**
   * The column that names the owner: cascading on the user's deletion, or, for a table with `shared` rows,
   * emptied (those rows stay with the others they belong to).
   */
  user: PgColumn;
  /** Rows of the user that others share (a household's items): kept when the user goes, without the user. */
  shared?: SQL;
  onMerge: OnMerge;
  /** Where the export shows these rows, or why it does not. */
  exported: ExportSection | { no: string };
}

export const USER_TABLES: UserTable[] = [
  { table: accounts, user: accounts.userId, onMerge: { kind: 'leave' }, exported: 'signInMethods' },
  { table: sessions, user: sessions.userId, onMerge: { kind: 'leave' }, exported: 'sessions' },
  {
    table: twoFactors,
    user: twoFactors.userId,
    // A guest has no password, so no second factor.
    onMerge: { kind: 'leave' },
    exported: {
      no: "the authenticator app's secret and the backup codes: keys to the account, not facts about it",
    },
  },
  {
    table: pushSubscriptions,
    user: pushSubscriptions.userId,
    // The device the guest turned notifications on for is the account's device now.
    onMerge: { kind: 'move' },
    exported: 'notificationDevices',
  },
  {
    table: fridgeItems,
    user: fridgeItems.userId,
    // The items the user added to a household's fridge stay in it when the user goes; the export lists them
    // only while the user is in that household (export.ts).
    shared: isNotNull(fridgeItems.householdId),
    onMerge: { kind: 'move' },
    exported: 'fridgeItems',
  },
  {
    table: usersAchievements,
    user: usersAchievements.userId,
    onMerge: { kind: 'move-new', sameAs: [usersAchievements.achievementCode] },
    exported: 'achievements',
  },
  {
    table: pointsLedger,
    user: pointsLedger.userId,
    onMerge: { kind: 'move-new', sameAs: [pointsLedger.reason, pointsLedger.reference] },
    exported: 'pointsLedger',
  },
  { table: prizeClaims, user: prizeClaims.userId, onMerge: { kind: 'move' }, exported: 'prizeClaims' },
  {
    table: idempotencyKeys,
    user: idempotencyKeys.userId,
    // Changes the guest's phone sent once keep their answers: sent again, they are not redone.
    onMerge: { kind: 'move-new', sameAs: [idempotencyKeys.key] },
    exported: { no: 'the answers kept so a change sent twice is done once; nothing the user recorded' },
  },
  {
    table: calendarFeeds,
    user: calendarFeeds.userId,
    // The account keeps its own address; the guest's stops working with the guest.
    onMerge: { kind: 'leave' },
    exported: {
      no: 'a secret address that reads the fridge: shown in the profile, not handed out in a file',
    },
  },
  {
    table: monthlySummaries,
    user: monthlySummaries.userId,
    onMerge: { kind: 'leave' },
    exported: { no: 'which monthly e-mails were sent: a record of the e-mails, not of the fridge' },
  },
  {
    table: householdMembers,
    user: householdMembers.userId,
    // Guests are never in a household.
    onMerge: { kind: 'leave' },
    exported: 'household',
  },
  {
    table: householdInvites,
    user: householdInvites.createdBy,
    onMerge: { kind: 'leave' },
    exported: {
      no: 'codes the owner made for others to join: shown to the owner in the app, ended with the household',
    },
  },
  {
    table: shelfLifeResets,
    user: shelfLifeResets.userId,
    onMerge: { kind: 'move-new', sameAs: [shelfLifeResets.foodId] },
    exported: {
      no: 'when the user had a learned shelf life forgotten: the reports it forgot are in the exported items',
    },
  },
];

/** Columns that name a user without holding that user's rows, and why they are left as they are. */
export const USER_REFERENCES: { column: PgColumn; why: string }[] = [
  { column: users.invitedById, why: "the inviter's id: kept as a fact, emptied when the inviter goes" },
  { column: prizeClaims.reviewedBy, why: 'the admin who decided a claim: emptied when the admin goes' },
  {
    column: adminAudit.adminId,
    why: 'the admin who made a change: emptied when the admin goes (the address stays, as the record of who did it)',
  },
];

/**
 * Every other table, and why it holds no rows of its own for a user: rows that belong to a user's rows (they go
 * with them), rows kept by address (the account deletion clears them by exact address), or the app's own data.
 */
export const OTHER_TABLES: { table: PgTable; why: string }[] = [
  { table: users, why: 'the user: exported as the account, deleted last, merged into the account' },
  { table: fridgeItemsReminders, why: "an item's reminders: exported, moved and deleted with the item" },
  { table: reminderDeliveries, why: "a reminder's sending record: deleted with the reminder" },
  { table: verifications, why: "codes kept by address: the account deletion clears the address's" },
  { table: rateLimits, why: "counters kept by address or user id: the account deletion clears the user's" },
  {
    table: authFailures,
    why: "failures kept by address or user id: the account deletion clears the address's and the user's",
  },
  { table: mailOutbox, why: "e-mails kept by address: the account deletion clears the address's" },
  {
    table: households,
    why: 'a household belongs to its members: the account deletion leaves it (the last member ends it)',
  },
  { table: adminAudit, why: "the admins' changes, kept as the record of who did what" },
  { table: foods, why: 'the food catalogue' },
  { table: prizes, why: 'the prize catalogue' },
  { table: coupons, why: "the partners' coupons" },
  { table: ideas, why: 'the ideas to use up food' },
  { table: appSecrets, why: "the app's own keys" },
  { table: seedRuns, why: 'which catalogue seeds have run' },
];
