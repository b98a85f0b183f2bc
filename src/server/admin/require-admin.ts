// The signed-in user when they are an admin (never a guest); 401 without a session, 403 for anyone else.
import type { Context } from 'hono';
import type { Auth } from '../auth/auth';
import { requireUser, type SessionUser } from '../auth/session';
import { HttpError } from '../http/errors';

export async function requireAdmin(auth: Auth, c: Context): Promise<SessionUser> {
  const user = await requireUser(auth, c);
  if (user.role !== 'admin' || user.isAnonymous) {
    throw new HttpError(403, 'forbidden', 'errors.admin.forbidden');
  }
  return user;
}
