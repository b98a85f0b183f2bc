// The signed-in user as the server sees it (a guest counts); null when signed out.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api';
import { sessionKeys } from './query-keys';
import { tryLater } from './try-later';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  /** The account's language ('it' or 'en'): the app follows it once signed in. */
  locale?: string;
  isAnonymous?: boolean | null;
  points?: number;
  level?: number;
  role?: string;
  /** Signing in asks for a code from an authenticator app too. */
  twoFactorEnabled?: boolean | null;
}

/**
 * Asks the auth endpoint for the current session; a refusal of the request counts as signed out. No answer
 * at all (offline), or a server too busy to say (429) or failing (5xx), is an error, so the session last
 * known stays: a busy server never signs anyone out.
 */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    const body = await api('get', '/api/auth/get-session');
    return body?.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && !noAnswer(error.status)) return null;
    throw error;
  }
}

/** Statuses that say nothing of the session: no network, a server too busy, or failing. */
const noAnswer = (status: number): boolean => status === 0 || tryLater(status);

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.current(),
  queryFn: fetchSession,
  staleTime: 60_000,
  // Screens and taps wait on it: without a network it must answer that, not wait for one.
  networkMode: 'always',
});

/**
 * The session as last known (kept on the device, so also offline), read again in the background when old;
 * read now only when nothing is known yet.
 */
export function knownSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.ensureQueryData({ ...sessionQuery, revalidateIfStale: true });
}

export function useSession() {
  return useQuery(sessionQuery);
}

/** After signing in or out: read the session again. */
export async function reloadSession(queryClient: QueryClient): Promise<SessionUser | null> {
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  return queryClient.fetchQuery(sessionQuery);
}

/**
 * Ends the session on the server, then forgets the account on the device. Sign-out answers of 401, 403 and
 * 404 mean there was no session to end: success. Without a network it fails (ApiError of status 0), having
 * changed nothing: only the server can end the session its cookie names. The changes still queued are the
 * caller's to send or drop first (`lib/outbox/leaving.ts`); whatever is left is forgotten here.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  // While the session still exists, so the server can drop this device's subscription too.
  const { forgetThisDevice } = await import('./push');
  await forgetThisDevice();
  try {
    await api('post', '/api/auth/sign-out', { json: {} });
  } catch (error) {
    if (!(error instanceof ApiError) || ![401, 403, 404].includes(error.status)) throw error;
  }
  // Nothing of the previous user stays in memory, nor on the device (ADR 024).
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, null);
  const { forgetAccountOnDevice } = await import('./device-data');
  await forgetAccountOnDevice();
}
