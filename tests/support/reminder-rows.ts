// A claimed reminder's rows as the dispatcher's planning reads them, one per member, without a database.
import type { MemberState } from '../../src/server/reminders/members-day';
import type { ReminderRow } from '../../src/server/reminders/messages';
import { preferencesOf } from '../../src/server/reminders/preferences';

/** A member's row of a reminder of carrots due 09:00 Thursday 3 June 2027 in Rome, at their 09:00. */
export function reminderRow(userId: string, columns: Partial<ReminderRow> = {}): ReminderRow {
  return {
    ...{ id: 'r', attempts: 1, isDefault: false, itemId: 'i', state: 'stored', bagSize: 'M' },
    ...{ dueAt: new Date('2027-06-03T07:00:00Z') },
    ...{ endDatetime: new Date('2027-06-20T07:00:00Z'), slug: 'carrots', foodName: 'Carrots' },
    ...{ userId, email: `${userId}@example.com`, emailVerified: true, isAnonymous: false },
    ...{ emailReminders: true, locale: 'en', timeZone: 'Europe/Rome', firstName: null, displayName: null },
    ...{ reminderHour: 9, reminderDaysBefore: 0, quietDays: 0, pushDigest: false },
    ...{ waiting: false, sentAfterEnd: 0 },
    ...columns,
  };
}

/** Everyone reachable by e-mail, nobody has it yet; `mailed` had an e-mail at these moments. */
export function memberState(mailed: Record<string, string | Date> = {}): MemberState {
  return {
    preferences: preferencesOf,
    reachable: () => true,
    hasIt: () => false,
    emailedIt: () => false,
    emailAllowed: () => true,
    lastEmailed: (r) => (mailed[r.userId] ? new Date(mailed[r.userId]!) : undefined),
  };
}
