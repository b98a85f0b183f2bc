// How fridge actions earn points, and the limits that keep points a measure of real use: the server applies
// these figures and the help page shows them.

/** Points per fridge action. Discarding earns nothing. */
export const FRIDGE_POINTS = { add: 2, consumedOnTime: 5, consumedLate: 1 } as const;

/** Eating earns points only for food recorded at least this many hours before (no add-then-eat loops). */
export const CONSUME_MIN_HOURS = 12;

/** Deleting an item within this many hours of adding it takes the add's points back. */
export const ADD_REVOKE_HOURS = 24;

/** At most this many points from fridge actions in any 24 hours; achievements are counted apart. */
export const FRIDGE_POINTS_PER_DAY = 50;

/** Changes to the fridge (add, eat, throw away, delete, reminders) a user may make per minute and per day. */
export const FRIDGE_WRITES = { perMinute: 30, perDay: 300 } as const;

/**
 * A prize claim waits for a person's approval when the account is younger than `accountDays`, when it
 * earned more than `recentPoints` points in the last `recentDays` days (far beyond steady use of the fridge;
 * a merged guest's points count at the merge), or when it took in more than `mergedGuests` guests in the
 * last `mergedGuestsDays` days (one person has a guest on a phone or two, not a row of them).
 */
export const PRIZE_REVIEW = {
  accountDays: 14,
  recentDays: 7,
  recentPoints: 500,
  mergedGuests: 3,
  mergedGuestsDays: 30,
} as const;

/** Why a claim was held, in the order the review looks. */
export const HOLD_REASONS = ['new_account', 'fast_points', 'guest_merges'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
