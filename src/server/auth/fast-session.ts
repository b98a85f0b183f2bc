// The session check of our own routes (ADR 010): the signed cookie verified here and the session with its
// user read in one query. It answers only the common case; whatever else (a session due for refresh, an
// expired one) goes to the library's getSession, which stays the authority.
import type { BetterAuthOptions } from 'better-auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { directRead } from '../db/direct-read';
import { sessions, users } from '../db/schema';
import type { LibraryAuth } from './auth';
import { cookieKey, cookieValue, verifiedToken } from './session-cookie';

export type SessionUser = NonNullable<Awaited<ReturnType<LibraryAuth['api']['getSession']>>>['user'];

export interface SessionCheck {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** Cookies the library set (a refreshed session, an expired one cleared): the answer must carry them. */
  setCookies: string[];
}

/** The statement's name: PostgreSQL parses and plans it once per connection. */
export const SESSION_STATEMENT = 'session_with_user';

/** The session's expiry and its user, the user with the fields and names the library gives it. */
function sessionColumns() {
  return {
    expiresAt: sessions.expiresAt,
    user: {
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      image: users.imgPath,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      isAnonymous: users.isAnonymous,
      role: users.role,
      banned: users.banned,
      banReason: users.banReason,
      banExpires: users.banExpires,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      locale: users.locale,
      timeZone: users.timeZone,
      points: users.points,
      level: users.level,
    },
  };
}

/** The session of a token with its user (inner-joined), read on every signed-in request. */
export function sessionWithUser(db: Db) {
  const columns = sessionColumns();
  const select = db
    .select(columns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')));
  return directRead(db, SESSION_STATEMENT, columns, select);
}

/** What the library decided at start-up: the cookie's name, the signing key, when a session is renewed. */
async function settingsOf(library: LibraryAuth) {
  const context = await library.$context;
  // Read as the library's general options: settings we do not use today count too, should they appear.
  const options: BetterAuthOptions = context.options;
  return {
    // Sessions kept outside our table (a secondary storage) cannot be read here.
    fast: !options.secondaryStorage,
    cookieName: context.authCookies.sessionToken.name,
    key: cookieKey(context.secret),
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
    refreshes: !options.session?.disableSessionRefresh,
  };
}

/** A ban in force, as the admin plugin sees it: banned without an end, or until a time still ahead. */
function bannedNow(user: { banned: boolean; banExpires: Date | null }, now: number): boolean {
  return user.banned && (user.banExpires === null || user.banExpires.getTime() > now);
}

export interface SessionReaders {
  /** The session of a request, renewed when due (the answer must then carry `setCookies`). */
  checkSession(headers: Headers): Promise<SessionCheck>;
  /**
   * The signed-in user of a request without renewing anything, for what only reads it (the language of an
   * answer, the address whose failures count): a renewal whose cookie no answer carries would be lost.
   */
  peekSession(headers: Headers): Promise<SessionUser | null>;
}

export function sessionReaders(db: Db, library: LibraryAuth): SessionReaders {
  let settings: ReturnType<typeof settingsOf> | undefined;
  /** The settings once read: each request then reads them without waiting (a promise fewer). */
  let known: Awaited<ReturnType<typeof settingsOf>> | undefined;
  const query = sessionWithUser(db);

  async function viaLibrary(headers: Headers): Promise<SessionCheck> {
    const answer = await library.api.getSession({ headers, returnHeaders: true });
    return { user: answer.response?.user ?? null, setCookies: answer.headers.getSetCookie() };
  }

  /** The row of a validly signed cookie, or null; whether it is fast to read at all. */
  async function read(headers: Headers) {
    const s = known ?? (known = await (settings ??= settingsOf(library)));
    if (!s.fast) return { s, row: undefined };
    const token = verifiedToken(cookieValue(headers.get('cookie') ?? undefined, s.cookieName), s.key);
    if (!token) return { s, row: null };
    const [row] = await query.execute({ token });
    return { s, row: row ?? null };
  }

  return {
    async checkSession(headers) {
      const { s, row } = await read(headers);
      if (row === undefined) return viaLibrary(headers);
      if (!row) return { user: null, setCookies: [] };
      const now = Date.now();
      const expiresAt = row.expiresAt.getTime();
      // Expired: the library deletes the session and clears the cookie (and answers null).
      if (expiresAt < now) return viaLibrary(headers);
      // Banning ends the user's sessions and the admin plugin refuses them new ones; a ban set by other
      // means is refused here too, before the library would renew the session.
      if (bannedNow(row.user, now)) return { user: null, setCookies: [] };
      // Due for renewal (last renewed more than updateAge ago): the library extends it by expiresIn and sets
      // the cookie again, with the rules it has today.
      if (s.refreshes && expiresAt - s.expiresInMs + s.updateAgeMs <= now) return viaLibrary(headers);
      return { user: row.user, setCookies: [] };
    },
    async peekSession(headers) {
      const { row } = await read(headers);
      // Sessions kept outside our table are not read here: the caller falls back as if signed out.
      if (!row) return null;
      const now = Date.now();
      if (row.expiresAt.getTime() < now || bannedNow(row.user, now)) return null;
      return row.user;
    },
  };
}
