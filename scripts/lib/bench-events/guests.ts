// The benchmark's signed-in guests. One signs in through the API as the browser does ("continue as guest");
// the others are made in SQL, a user and a session each, with the session cookie signed as the auth library
// signs it (the server is started with the benchmark's AUTH_SECRET). Thousands of sign-ins through the API
// would meet its per-address limits. The real guest's cookie checks that the made ones are alike.
import { createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface Guest {
  userId: string;
  /** `name=value` of the session cookie, as the browser sends it back. */
  cookie: string;
}

/** The cookie value the library sets for a session token: `token.signature`, URL-encoded. */
function signedValue(token: string, secret: string): string {
  const signature = createHmac('sha256', Buffer.from(secret, 'utf8')).update(token, 'utf8').digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

/** A guest signed in through `POST /api/auth/sign-in/anonymous`; checks its cookie is signed with `secret`. */
export async function signInGuest(baseUrl: string, secret: string): Promise<Guest & { cookieName: string }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: '{}',
  });
  if (!response.ok) throw new Error(`anonymous sign-in: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /session_token=./.test(c));
  if (!cookie) throw new Error('the sign-in set no session cookie');
  const [cookieName, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  const decoded = decodeURIComponent(value);
  const token = decoded.slice(0, decoded.lastIndexOf('.'));
  if (decodeURIComponent(signedValue(token, secret)) !== decoded) {
    throw new Error("the server's session cookie is not signed as the benchmark signs its guests' cookies");
  }
  return { userId: user.id, cookie, cookieName };
}

/** `count` guests, each with a session of 400 days made now (not due for renewal), in three statements. */
export async function insertGuests(
  pool: pg.Pool,
  count: number,
  cookieName: string,
  secret: string,
): Promise<Guest[]> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (id, name, email, is_anonymous)
     select u.id, 'Anonymous', 'temp-' || u.id || '@guest.invalid', true
     from (select gen_random_uuid()::text as id from generate_series(1, $1::int)) u
     returning id`,
    [count],
  );
  const tokens = rows.map(() => randomBytes(24).toString('base64url'));
  await pool.query(
    `insert into sessions (id, user_id, token, expires_at, user_agent)
     select gen_random_uuid()::text, s.user_id, s.token, now() + interval '400 days', 'bench-events'
     from unnest($1::text[], $2::text[]) as s(user_id, token)`,
    [rows.map((r) => r.id), tokens],
  );
  await pool.query('analyze users, sessions');
  return rows.map((row, i) => ({
    userId: row.id,
    cookie: `${cookieName}=${signedValue(tokens[i]!, secret)}`,
  }));
}
