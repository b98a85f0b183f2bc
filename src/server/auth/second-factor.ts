// A sign-in that waits for its second factor, as the gateway sees it. The library's two-factor plugin answers
// the password with a challenge (a signed cookie naming a short-lived record of the account) and opens the
// session only with the code. Two things it does not do are done here:
// - Who the challenge is for, so wrong codes count against that account (rules.ts).
// - A guest signing in to such an account stays the guest until the code is given, and the guest's fridge
//   moves into the account then. The library would end the guest's session at the password (so a sign-in
//   given up halfway left a device with neither), take the code sent with the guest's session for the
//   guest's own, and never hand the guest over, its anonymous plugin only acting at the password.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Auth } from './auth';
import type { SessionUser } from './fast-session';
import { cookieKey, cookieValue, verifiedToken } from './session-cookie';

/** The library's cookie for a sign-in waiting for its second factor (its two-factor plugin's name). */
const CHALLENGE_COOKIE = 'two_factor';
/** Where the code is given that ends such a sign-in. */
const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** Where the password is given that may start one. */
const PASSWORD_PATH = '/sign-in/email';

/** The account a valid, current challenge in `cookies` is for; null without one. */
export async function challengedAccount(
  auth: Auth,
  db: Db,
  cookies: string | undefined,
): Promise<{ id: string; email: string } | null> {
  if (!cookies) return null;
  const context = await auth.$context;
  const name = context.createAuthCookie(CHALLENGE_COOKIE).name;
  const identifier = verifiedToken(cookieValue(cookies, name), cookieKey(context.secret));
  if (!identifier) return null;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || challenge.expiresAt.getTime() < Date.now()) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, challenge.value));
  return user ?? null;
}

/**
 * Before the library answers a code: when a guest's device gives it for a challenge, the guest's session is
 * left out of what the library reads, and the guest's id returned (to hand over once the code is right).
 */
export async function guestAwaitingCode(
  auth: Auth,
  path: string,
  headers: Headers,
  sessionUser: () => Promise<SessionUser | null>,
  challengedEmail: () => Promise<string | null>,
): Promise<string | null> {
  if (!CODE_PATHS.has(path)) return null;
  const user = await sessionUser();
  if (!user?.isAnonymous || !(await challengedEmail())) return null;
  const name = (await auth.$context).authCookies.sessionToken.name;
  const kept = (headers.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]!.trim() !== name)
    .join(';');
  headers.set('cookie', kept);
  return user.id;
}

/**
 * After the password: when it started a challenge on a guest's device, the library's order to drop the
 * session cookie is left out, so the device stays the guest's until the code (or for good, if it never comes).
 */
export async function keepGuestSignedIn(
  auth: Auth,
  path: string,
  response: Response,
  sessionUser: () => Promise<SessionUser | null>,
): Promise<Response> {
  if (path !== PASSWORD_PATH || response.status !== 200 || !(await sessionUser())?.isAnonymous)
    return response;
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  if (!answer?.twoFactorRedirect) return response;
  const name = (await auth.$context).authCookies.sessionToken.name;
  const out = new Response(response.body, { status: response.status, headers: response.headers });
  out.headers.delete('set-cookie');
  for (const cookie of response.headers.getSetCookie()) {
    if (!cookie.startsWith(`${name}=`)) out.headers.append('set-cookie', cookie);
  }
  return out;
}

/** After a right code on a guest's device: the guest's rows move into the account, and the guest goes. */
export async function handOverGuest(auth: Auth, guestId: string, response: Response): Promise<void> {
  if (response.status !== 200) return;
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  const userId = answer?.user?.id;
  if (typeof userId === 'string' && userId !== guestId) await auth.mergeGuest(guestId, userId);
}
