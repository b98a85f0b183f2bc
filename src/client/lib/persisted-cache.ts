// The last data the user saw, kept in IndexedDB so that the app opens with it without a signal: the session,
// the fridge, the ideas to use it up, the profile's figures, achievements, prizes and coupons. Restored before the first screen,
// saved as queries succeed; forgotten when the user signs out.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { markKeptData } from './kept-data-flag';
import {
  fridgeKeys,
  householdKeys,
  ideaKeys,
  impactKeys,
  profileKeys,
  rewardKeys,
  sessionKeys,
  statsKeys,
} from './query-keys';

/** The queries worth showing offline, by the first part of their key. */
const KEPT = new Set<string>(
  [
    sessionKeys.current(),
    fridgeKeys.all(),
    fridgeKeys.foods(),
    ideaKeys.all(),
    rewardKeys.achievementsAll(),
    rewardKeys.prizesAll(),
    rewardKeys.couponsAll(),
    statsKeys.podium(),
    statsKeys.bags(),
    statsKeys.foodTypes(),
    profileKeys.all(),
    impactKeys.all(),
    householdKeys.all(),
    profileKeys.invite(''),
    profileKeys.notificationsAll(),
  ].map((key) => key[0]),
);
/** Data older than this is not shown: better an empty screen than a week-old fridge presented as today's. */
const MAX_AGE_MS = 7 * 86_400_000;
/** Raised when what is kept changes shape, so an older copy is not read as a newer one. */
const FORMAT = 1;
const KEY = 'queries';
const SAVE_DELAY_MS = 1000;

type Query = DehydratedState['queries'][number];
interface Kept {
  format: number;
  queries: Query[];
}

let store: ReturnType<typeof createStore> | undefined;
const cacheStore = () => (store ??= createStore('myfridge-cache', 'kv'));

/**
 * Saves and forgets run one after the other: a save under way when the user signs out would otherwise write
 * the account's data back after it was forgotten.
 */
let writes: Promise<void> = Promise.resolve();
function inTurn(write: () => Promise<void>): Promise<void> {
  writes = writes.then(write, write);
  return writes;
}

function fresh(query: Query, now: number): boolean {
  return now - query.state.dataUpdatedAt < MAX_AGE_MS;
}

/**
 * The kept queries stay in memory however long no screen shows them. The cache's usual rule (data unused
 * for 10 minutes is let go) would otherwise drop them while the user is on another screen: offline, the
 * screen opened next would have nothing to show, though its data is on the device. Online, the data shown
 * is read again as before; what stays in memory is one answer per kept query, and signing out clears it.
 */
function holdKeptInMemory(queryClient: QueryClient): void {
  for (const prefix of KEPT) queryClient.setQueryDefaults([prefix], { gcTime: Infinity });
}

/** Puts the kept queries back into the cache; a missing, old or unreadable copy restores nothing. */
export async function restoreCache(queryClient: QueryClient): Promise<void> {
  holdKeptInMemory(queryClient);
  try {
    const kept = await get<Kept>(KEY, cacheStore());
    if (kept?.format !== FORMAT) return;
    const now = Date.now();
    hydrate(queryClient, { mutations: [], queries: kept.queries.filter((q) => fresh(q, now)) });
    // Shown at once, but read again wherever used: what was kept may have changed since.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // No IndexedDB (a private window in some browsers): the app works online as before.
  }
}

/**
 * Saves the kept queries a second after the cache changes. A query the cache has let go of (its data unused
 * for a while) stays saved with its last data; signing out (a session of null) forgets everything.
 */
export function keepCache(queryClient: QueryClient): () => void {
  holdKeptInMemory(queryClient);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saved = new Map<string, Query>();
  let loaded = false;
  /** Whose data `saved` holds: another account signed in since starts from nothing. */
  let savedFor: string | undefined;

  async function save(): Promise<void> {
    timer = undefined;
    if (queryClient.getQueryData(sessionKeys.current()) === null) {
      saved = new Map();
      loaded = false;
      await forgetCache();
      return;
    }
    await inTurn(write);
  }

  async function write(): Promise<void> {
    try {
      // Signed out while this waited its turn: nothing to keep.
      const user = queryClient.getQueryData<{ id?: string } | null>(sessionKeys.current());
      if (user === null) return;
      if (user?.id && savedFor && user.id !== savedFor) {
        saved = new Map();
        loaded = true;
      }
      if (user?.id) savedFor = user.id;
      if (!loaded) {
        const kept = await get<Kept>(KEY, cacheStore());
        if (kept?.format === FORMAT) saved = new Map(kept.queries.map((q) => [q.queryHash, q]));
        loaded = true;
      }
      const state = dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => q.state.status === 'success' && KEPT.has(String(q.queryKey[0])),
      });
      for (const query of state.queries) saved.set(query.queryHash, query);
      const now = Date.now();
      const queries = [...saved.values()].filter((q) => fresh(q, now));
      await set(KEY, { format: FORMAT, queries } satisfies Kept, cacheStore());
      markKeptData(true);
    } catch {
      // Saving is best effort: the data is still on the server.
    }
  }

  const saveSoon = () => {
    timer ??= setTimeout(() => void save(), SAVE_DELAY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'added') saveSoon();
  });
  // What arrived before the keeping started (the first screen's data often has) is kept too.
  saveSoon();
  // Leaving the app (another app, the home screen, closing the tab) saves what waits, at once.
  const saveNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    void save();
  };
  const onHidden = () => document.visibilityState === 'hidden' && saveNow();
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', saveNow);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', saveNow);
    if (timer) clearTimeout(timer);
  };
}

/** Forgets the kept data now (signing out, deleting the account): the next person sees none of it. */
export async function forgetCache(): Promise<void> {
  await inTurn(async () => {
    markKeptData(false);
    try {
      await del(KEY, cacheStore());
    } catch {
      // Nothing was kept.
    }
  });
}
