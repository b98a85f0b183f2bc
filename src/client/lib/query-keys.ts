// Every query key of the app, one factory per feature, so that whoever reads, writes or drops a cache names
// it the same way. Here rather than in the features because a change in one drops another's (an added item
// changes the profile's figures) and features do not import each other. A key's first part also names what
// is kept on the device for offline use (persisted-cache.ts).

export const sessionKeys = {
  current: () => ['session'] as const,
};

export const fridgeKeys = {
  /** Every user's item list: for dropping them all. */
  all: () => ['fridge-items'] as const,
  /** The stored items of a user (none is fetched without one). */
  list: (userId: string | undefined) => ['fridge-items', userId] as const,
  /** A user's latest items in every state: which foods they record most, in which bags (shopping trips). */
  history: (userId: string | undefined) => ['fridge-items', 'history', userId] as const,
  foods: () => ['foods'] as const,
  /** The user's own shelf lives, learned from what they reported. */
  shelfLives: (userId?: string) => (userId ? (['shelf-lives', userId] as const) : (['shelf-lives'] as const)),
};

export const ideaKeys = {
  /** The ideas to use up what is about to go off: the same for everyone. */
  all: () => ['ideas'] as const,
};

export const statsKeys = {
  podium: (userId?: string) => (userId ? (['podium', userId] as const) : (['podium'] as const)),
  bags: (userId?: string) => (userId ? (['bags-summary', userId] as const) : (['bags-summary'] as const)),
  foodTypes: (userId?: string) => (userId ? (['food-types', userId] as const) : (['food-types'] as const)),
};

export const profileKeys = {
  all: () => ['profile'] as const,
  /** Keyed by the user, so that after signing in as someone else nobody sees the previous profile. */
  detail: (userId: string) => ['profile', userId] as const,
  invite: (userId: string) => ['invite', userId] as const,
  notificationsAll: () => ['notification-settings'] as const,
  notifications: (userId: string) => ['notification-settings', userId] as const,
  /** This device's push state; per user, as the device's subscription belongs to who is signed in. */
  pushStatus: (userId: string) => ['push-status', userId] as const,
  reminderPreferences: (userId: string) => ['reminder-preferences', userId] as const,
  /** How the account signs in (password, Google, Apple). */
  signInMethods: (userId: string) => ['sign-in-methods', userId] as const,
};

export const rewardKeys = {
  achievementsAll: () => ['achievements'] as const,
  achievements: (userId: string) => ['achievements', userId] as const,
  prizesAll: () => ['prizes'] as const,
  /** Keyed by the level too: a session refetch that brings a new level reads the list again. */
  prizes: (userId: string | null, level: number) => ['prizes', userId, level] as const,
  couponsAll: () => ['coupons'] as const,
  coupons: (userId: string, level: number) => ['coupons', userId, level] as const,
};

export const impactKeys = {
  all: () => ['impact'] as const,
  /** The user's own figures, or their household's. */
  figures: (userId: string, scope: 'me' | 'household' = 'me') => ['impact', userId, scope] as const,
};

export const householdKeys = {
  all: () => ['household'] as const,
  /** The user's household, with its members and (for the owner) its open codes. */
  current: (userId: string) => ['household', userId] as const,
};

export const calendarKeys = {
  address: (userId: string) => ['calendar', userId] as const,
};

/** The admin's screens: never kept on the device (persisted-cache.ts keeps only the keys it names). */
export const adminKeys = {
  all: () => ['admin'] as const,
  list: (resource: string, query: Record<string, string | number>) =>
    ['admin', resource, 'list', query] as const,
  resource: (resource: string) => ['admin', resource] as const,
  account: (email: string) => ['admin', 'account', email] as const,
};
