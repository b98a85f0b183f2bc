// The signed-in user (a guest counts) for our own routes; 401 without a session.
import type { Context } from 'hono';
import { HttpError } from '../http/errors';
import type { Auth } from './auth';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

export async function requireUser(auth: Auth, c: Context): Promise<SessionUser> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new HttpError(401, 'unauthorized', 'errors.auth.notSignedIn');
  return session.user;
}
