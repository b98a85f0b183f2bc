// The signed-in user (a guest counts) for our own routes; 401 without a session.
import type { Context } from 'hono';
import { HttpError } from '../http/errors';
import type { Auth } from './auth';
import type { SessionUser } from './fast-session';

export type { SessionUser } from './fast-session';

/** `messageKey` words the 401 where the spec asks for its own message. */
export async function requireUser(
  auth: Auth,
  c: Context,
  messageKey = 'errors.auth.notSignedIn',
): Promise<SessionUser> {
  const { user, setCookies } = await auth.checkSession(c.req.raw.headers);
  // A renewed session's cookie, or the clearing of an expired one, goes out with the answer.
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
  if (!user) throw new HttpError(401, 'unauthorized', messageKey);
  return user;
}
