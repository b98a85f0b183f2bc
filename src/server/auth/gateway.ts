// The only way to the auth library from outside: an allow-list of its endpoints, each with our rules,
// the client's address for its rate limits, and its errors translated into our error shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isPlainText } from '@/shared/schemas/fields';
import type { AppDeps } from '../app-deps';
import { errorBody, HttpError } from '../http/errors';
import { toLanguage } from '../http/i18n';
import type { Auth } from './auth';
import { clientIp } from './client-ip';
import { withoutEndedSession } from './ended-session';
import { watchLibrary } from './library-failure';
import type { SessionUser } from './fast-session';
import { RULES } from './rules';
import { challengedAccount, guestAwaitingCode, handOverGuest, keepGuestSignedIn } from './second-factor';
import { AnswerFloor } from './answer-floor';

const PREFIX = '/api/auth';

/** Endpoints the browser may reach; everything else of the library stays internal. */
export const ALLOWED: { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/sign-in\/(email|anonymous|social)$/ },
  { method: 'POST', path: /^\/sign-up\/email$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  {
    method: 'POST',
    path: /^\/email-otp\/(send-verification-otp|verify-email|request-email-change|change-email)$/,
  },
  { method: 'POST', path: /^\/(request-password-reset|reset-password|change-password)$/ },
  { method: 'GET', path: /^\/reset-password\/[\w-]+$/ },
  { method: 'GET', path: /^\/callback\/[\w-]+$/ },
  { method: 'POST', path: /^\/callback\/[\w-]+$/ },
  {
    method: 'POST',
    path: /^\/two-factor\/(enable|disable|verify-totp|verify-backup-code|generate-backup-codes)$/,
  },
  { method: 'GET', path: /^\/list-accounts$/ },
  { method: 'POST', path: /^\/(link-social|unlink-account)$/ },
];

/** The library's error codes, as our translated messages. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors.auth.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'errors.auth.emailNotVerified',
  USER_ALREADY_EXISTS: 'errors.auth.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.auth.userExists',
  INVALID_OTP: 'errors.auth.invalidOtp',
  OTP_EXPIRED: 'errors.auth.otpExpired',
  TOO_MANY_ATTEMPTS: 'errors.auth.otpTooManyAttempts',
  PASSWORD_TOO_SHORT: 'validation.passwordMin',
  PASSWORD_TOO_LONG: 'validation.passwordMax',
  INVALID_TOKEN: 'errors.auth.invalidToken',
  INVALID_PASSWORD: 'errors.auth.invalidPassword',
  USER_IS_NOT_ANONYMOUS: 'errors.auth.notAnonymous',
  UNAUTHORIZED: 'errors.auth.notSignedIn',
  ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY: 'errors.auth.notAnonymous',
  INVALID_CODE: 'errors.auth.twoFactorCode',
  INVALID_BACKUP_CODE: 'errors.auth.twoFactorCode',
  INVALID_TWO_FACTOR_COOKIE: 'errors.auth.twoFactorExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'errors.auth.twoFactorTooManyAttempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'errors.auth.twoFactorLocked',
  TOTP_ALREADY_ENABLED: 'errors.auth.twoFactorAlreadyOn',
  TOTP_NOT_ENABLED: 'errors.auth.twoFactorOff',
  TWO_FACTOR_NOT_ENABLED: 'errors.auth.twoFactorOff',
  BACKUP_CODES_NOT_ENABLED: 'errors.auth.twoFactorOff',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'errors.auth.lastSignInMethod',
  ACCOUNT_NOT_FOUND: 'errors.auth.signInMethodNotFound',
  SESSION_NOT_FRESH: 'errors.auth.signInAgain',
};

export function authGateway(deps: AppDeps, auth: Auth) {
  // The answers that must come no sooner one way than the other, by path (answer-floor.ts).
  const floors = new Map<string, AnswerFloor>();
  const floorOf = (path: string, minimumMs: number) => {
    let floor = floors.get(path);
    if (!floor) floors.set(path, (floor = new AnswerFloor(minimumMs)));
    return floor;
  };
  return async (c: Context): Promise<Response> => {
    // From the request's arrival here: what runs before the library (a session read) counts for the floor.
    const started = performance.now();
    const path = c.req.path.slice(PREFIX.length);
    if (!ALLOWED.some((a) => a.method === c.req.method && a.path.test(path))) {
      throw new HttpError(404, 'not_found', 'errors.notFound');
    }
    refuseControlCharacters(new URL(c.req.url).searchParams);
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-client-ip', clientIp(c, deps.env.trustedProxies));
    headers.delete('content-length');

    const rule = c.req.method === 'POST' ? RULES[path] : undefined;
    const db = deps.database.db;
    const ip = headers.get('x-client-ip')!;
    let account: Promise<SessionUser | null> | undefined;
    // Read without renewing: the library renews the session itself when it answers.
    const sessionUser = () =>
      (account ??= c.req.header('cookie') ? auth.peekSession(c.req.raw.headers) : Promise.resolve(null));
    const sessionEmail = () => sessionUser().then((user) => user?.email ?? null);
    let challenged: Promise<{ id: string; email: string } | null> | undefined;
    const challengedEmail = async () =>
      (await (challenged ??= challengedAccount(auth, db, c.req.header('cookie'))))?.email ?? null;
    const speakAccountLanguage = async () => {
      const user = await sessionUser();
      if (user) c.set('accountLanguage', toLanguage(user.locale));
    };
    // A request with a session speaks the account's language, in our refusals and in what the library does
    // for it (a code e-mailed to a guest's new address, the language of an account made from a guest's session).
    // Reading the session alone needs none of this.
    if (path !== '/get-session') {
      await speakAccountLanguage();
      const lang = c.get('accountLanguage');
      if (lang) headers.set('accept-language', lang);
    }
    let forwarded: unknown;
    let body: string | null = c.req.method === 'POST' ? await c.req.text() : null;
    if (body && !rule?.before) refuseControlCharactersInBody(c.req.header('content-type'), body);
    if (rule?.before) {
      let json: unknown;
      try {
        json = JSON.parse(body || 'null');
      } catch {
        throw new HttpError(400, 'bad_request', 'errors.badRequest');
      }
      forwarded = await rule.before({ db, deps, body: json, ip, sessionEmail, sessionUser, challengedEmail });
      body = JSON.stringify(forwarded);
      headers.set('content-type', 'application/json');
    }

    await withoutEndedSession(path, headers, sessionUser);
    // A guest signing in to an account with a second factor stays the guest until the code (second-factor.ts).
    const guest = await guestAwaitingCode(auth, path, headers, sessionUser, challengedEmail);
    const { response: answered, unavailable } = await watchLibrary(() =>
      auth.handler(new Request(c.req.url, { method: c.req.method, headers, body })),
    );
    const ctx = { db, deps, body: forwarded, forwarded, ip, sessionEmail, sessionUser, challengedEmail };
    if (unavailable) {
      // The attempt was not made: its count goes back, if the database serves that much.
      await rule?.after?.({ ...ctx, status: 503, code: undefined }).catch(() => undefined);
      throw unavailable;
    }
    const response = await keepGuestSignedIn(auth, path, answered, sessionUser);
    if (guest) await handOverGuest(auth, guest, response);
    const error =
      response.status < 400
        ? undefined
        : ((await response
            .clone()
            .json()
            .catch(() => ({}))) as { code?: string; message?: string });
    await rule?.after?.({ ...ctx, status: response.status, code: error?.code });
    if (error) await speakAccountLanguage();
    const answer = error
      ? translate(c, response, error)
      : rule?.successBody
        ? withBody(response, rule.successBody(forwarded))
        : response;
    if (rule?.minimumMs) {
      const floor = floorOf(path, rule.minimumMs).hold(performance.now() - started);
      if (floor.wait > 0) await new Promise((resolve) => setTimeout(resolve, floor.wait));
      floor.answered(performance.now() - started);
    }
    return answer;
  };
}

/**
 * The library passes what it is sent (an OpenID callback's state, code and error, Apple's posted form, a
 * callback URL) to the database, which refuses NUL in text with an error the library logs, with its stack,
 * at error level: once per request, anyone could fill the log. Control characters have no place in any of
 * these values, so such a request is refused here, before the library (ADR 022). Bodies with a rule of ours
 * are checked by its schema.
 */
function refuseControlCharacters(fields: URLSearchParams): void {
  for (const [name, value] of fields) {
    if (!isPlainText(name) || !isPlainText(value)) {
      throw new HttpError(400, 'bad_request', 'errors.controlCharacters');
    }
  }
}

function refuseControlCharactersInBody(contentType: string | undefined, body: string): void {
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    refuseControlCharacters(new URLSearchParams(body));
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return; // not JSON: the library answers it as it does today
  }
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)])
        : [];
  if (strings(json).some((text) => !isPlainText(text))) {
    throw new HttpError(400, 'bad_request', 'errors.controlCharacters');
  }
}

/** The answer with another JSON body, keeping its status and cookies. */
function withBody(response: Response, body: unknown): Response {
  const out = new Response(JSON.stringify(body), {
    status: response.status,
    headers: { 'Content-Type': 'application/json' },
  });
  for (const cookie of response.headers.getSetCookie()) out.headers.append('Set-Cookie', cookie);
  return out;
}

function translate(c: Context, response: Response, error: { code?: string; message?: string }): Response {
  const status = response.status as ContentfulStatusCode;
  const retryAfter = Number(
    response.headers.get('x-retry-after') ?? response.headers.get('retry-after') ?? 0,
  );
  const key =
    status === 429
      ? 'errors.tooManyRequests'
      : (error.code && MESSAGES[error.code]) || 'errors.auth.unexpected';
  const code = status === 429 ? 'too_many_requests' : (error.code ?? 'auth_error').toLowerCase();
  const body = errorBody(c, new HttpError(status, code, key, { seconds: retryAfter, minutes: 1 }));
  const out = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  for (const cookie of response.headers.getSetCookie()) out.headers.append('Set-Cookie', cookie);
  if (retryAfter) out.headers.set('Retry-After', String(retryAfter));
  return out;
}
