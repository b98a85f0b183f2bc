// A device whose session ended on the server (a new password ends them all, as does signing out elsewhere)
// still sends its cookie until the server answers a request with a session. A sign-in sent with it made the
// library look the session up after signing in, find none and expire the cookies, the new session's too: the
// sign-in answered 200 and the device stayed signed out. Such a request reaches the library without them.

/** The session's cookies (named fridge.…, or __Secure-fridge.… under HTTPS). */
const SESSION_COOKIE = /^(__Secure-)?fridge\.(session_token|session_data|dont_remember)$/;

/** The paths after which the library looks up the session the request came with (its guest plugin's). */
const SIGNING_IN = /^\/(sign-in|sign-up|callback)\/|^\/email-otp\/verify-email$/;

/** `headers` without the session's cookies, when they name a session that has ended. */
export async function withoutEndedSession(
  path: string,
  headers: Headers,
  sessionUser: () => Promise<unknown>,
): Promise<void> {
  const cookie = headers.get('cookie');
  if (!cookie || !SIGNING_IN.test(path)) return;
  const pairs = cookie.split(';').map((pair) => pair.trim());
  const isSession = (pair: string) => SESSION_COOKIE.test(pair.slice(0, pair.indexOf('=')));
  if (!pairs.some(isSession) || (await sessionUser())) return;
  const kept = pairs.filter((pair) => pair && !isSession(pair));
  if (kept.length > 0) headers.set('cookie', kept.join('; '));
  else headers.delete('cookie');
}
