// The signed-in user as the server sees it; null when signed out (or while sign-in is not available).

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  isAnonymous: boolean;
}

/** Asks the auth endpoint for the current session; any failure counts as signed out. */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: SessionUser } | null;
    return body?.user ?? null;
  } catch {
    return null;
  }
}
