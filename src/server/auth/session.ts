// The signed-in user (a guest counts) for our own routes, 401 without a session; and the language they speak.
import type { Context } from 'hono';
import type { Language } from '@/shared/constants';
import { HttpError } from '../http/errors';
import { languageOf, toLanguage } from '../http/i18n';
import type { Auth } from './auth';
import type { SessionUser } from './fast-session';

export type { SessionUser } from './fast-session';

/** `messageKey` words the 401 where a screen has its own message for it. */
export async function requireUser(
  auth: Auth,
  c: Context,
  messageKey = 'errors.auth.notSignedIn',
): Promise<SessionUser> {
  const { user, setCookies } = await auth.checkSession(c.req.raw.headers);
  // A renewed session's cookie, or the clearing of an expired one, goes out with the answer.
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
  if (!user) throw new HttpError(401, 'unauthorized', messageKey);
  // From here on the request's answers, refusals included, speak the account's language.
  c.set('accountLanguage', toLanguage(user.locale));
  return user;
}

/**
 * The language of an answer: the account's when the request has a session (read once, without renewing it),
 * else Accept-Language. The app sends its own language there, which is the account's once signed in.
 */
export function answerLanguage(auth: Auth) {
  return async (c: Context): Promise<Language> => {
    const known = c.get('accountLanguage');
    if (known) return known;
    if (!c.req.header('cookie')) return languageOf(c);
    const user = await auth.peekSession(c.req.raw.headers);
    if (user) c.set('accountLanguage', toLanguage(user.locale));
    return languageOf(c);
  };
}
