// Accounts and sessions (better-auth): e-mail and password, guests, one-time codes, OpenID providers, a
// second factor (an authenticator app, backup codes, trusted devices).
// Our own rules in front of it live in gateway.ts; this file is the library's configuration.
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, anonymous, emailOTP, genericOAuth, twoFactor } from 'better-auth/plugins';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '@/shared/schemas/auth';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import { parseAcceptLanguage } from '../http/i18n';
import { deliverLimited } from '../mail/limits';
import { accountExistsMail, otpMail, resetPasswordMail, type Recipient } from '../mail/templates';
import { consume } from '../security/rate-limit';
import { browserZone } from '../users/time-zone';
import { sessionReaders } from './fast-session';
import { socialSecondFactor } from './social-second-factor';
import { libraryErrorHandler } from './library-failure';
import { otpStorage } from './otp-storage';
import { namesFromClaims } from './provider-names';
import { awardSignupReward } from './signup-reward';

export const OTP_MINUTES = 10;

/** The library's codes for an OpenID callback whose state does not lead back to a sign-in it started. */
const CLIENT_STATE_ERRORS = new Set([
  'state_not_found',
  'state_mismatch',
  'state_invalid',
  'state_security_mismatch',
]);
export const RESET_LINK_MINUTES = 60;
const SESSION_DAYS = 400;
/** A device where the second factor was given, and "trust" ticked, is not asked again for this long. */
export const TRUSTED_DEVICE_DAYS = 30;
/** The backup codes made at a time, each good once. */
export const BACKUP_CODES = 10;
/** The time between the password and the second factor, before the sign-in must start again. */
const SECOND_FACTOR_MINUTES = 10;

// argon2id with 46 MiB, 1 iteration, 1 lane: the first of OWASP's equivalent settings, above the floor of
// 19 MiB with 2 iterations; about as slow, and more memory makes guessing on graphics cards dearer.
// Hashes made with older settings still verify (each hash names its own).
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 47_104,
  timeCost: 1,
  parallelism: 1,
};

export type Auth = ReturnType<typeof createAuth>;
export type LibraryAuth = ReturnType<typeof configureLibrary>;

/**
 * What the library's events ask of the features above it, handed in by whoever builds the app: the accounts
 * depend on the library, never the other way round.
 */
export interface AuthHooks {
  /** A guest signs in to an account: its rows move there and the guest is deleted (accounts/merge-guest.ts). */
  mergeGuest(db: Db, guestId: string, userId: string): Promise<void>;
}

/** The library, and the lighter session reads our own routes use (fast-session.ts, ADR 010). */
export function createAuth(deps: AppDeps, secret: string, hooks: AuthHooks) {
  const library = configureLibrary(deps, secret, hooks);
  return Object.assign(library, sessionReaders(deps.database.db, library), {
    /** A guest's rows into an account the guest signed in to, outside the library's own hand-over. */
    mergeGuest: (guestId: string, userId: string) => hooks.mergeGuest(deps.database.db, guestId, userId),
  });
}

function configureLibrary(deps: AppDeps, secret: string, hooks: AuthHooks) {
  const { database, env, mailer, logger } = deps;
  const db = database.db;
  const providers = (['google', 'apple'] as const).flatMap((id) => {
    const settings = env.oidc[id];
    return settings
      ? [
          {
            providerId: id,
            clientId: settings.clientId,
            clientSecret: settings.clientSecret,
            discoveryUrl: settings.discoveryUrl,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            mapProfileToUser: namesFromClaims,
            ...(id === 'apple' ? { responseMode: 'form_post' as const } : {}),
          },
        ]
      : [];
  });

  const limited = { db, mailer, logger };
  const library = betterAuth({
    appName: 'My Fridge',
    // The library's own messages go to our structured log, at our level, with the error they report (the
    // logger's redaction cleans both); its other arguments are the library's objects and are left out.
    logger: {
      log: (level, message, ...args: unknown[]) => {
        const err = args.find((arg) => arg instanceof Error);
        // A callback's missing, unknown, expired or forged state is the client's doing, not a fault of ours.
        const clients =
          level === 'error' && CLIENT_STATE_ERRORS.has(String((err as { code?: unknown })?.code));
        logger[clients ? 'warn' : level]({ source: 'auth', ...(err ? { err } : {}) }, message);
      },
    },
    onAPIError: { onError: libraryErrorHandler(logger) },
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env.publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    user: {
      modelName: 'users',
      fields: { image: 'imgPath' },
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        displayName: { type: 'string', required: false, input: false },
        locale: { type: 'string', required: false, input: false },
        timeZone: { type: 'string', required: false, input: false },
        points: { type: 'number', required: false, input: false },
        level: { type: 'number', required: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      // The session cookie lasts 400 days (docs/product.md#accounts); it is renewed once a day while in use.
      expiresIn: SESSION_DAYS * 86_400,
      updateAge: 86_400,
    },
    account: {
      modelName: 'accounts',
      // Linking from the profile needs the account's session: a Google or Apple identity at another address
      // (a work address here, a personal one there) is the user's own to add.
      accountLinking: { allowDifferentEmails: true },
    },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, url }) => {
        deliverLimited(limited, 'reset', resetPasswordMail(recipientOf(user), url, RESET_LINK_MINUTES));
      },
      // Signing up with an address that has an account answers as for a new one (nothing tells them apart);
      // the address's owner is told instead: a new code if it was never verified, else a notice.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) {
          await library.api.sendVerificationOTP({ body: { email: user.email, type: 'email-verification' } });
          return;
        }
        deliverLimited(limited, 'notice', accountExistsMail(recipientOf(user), `${env.publicUrl}/login`));
      },
    },
    emailVerification: { sendOnSignUp: true, sendOnSignIn: true, autoSignInAfterVerification: true },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        // Each phone reads its session after every change: a household, or an office, behind one address
        // would soon pass the others' hundred. Without a session's cookie it tells nothing.
        '/get-session': { window: 60, max: 1_000 },
        '/sign-in/*': { window: 60, max: 30 },
        '/sign-up/*': { window: 60, max: 20 },
        '/email-otp/*': { window: 60, max: 20 },
        '/request-password-reset': { window: 60, max: 10 },
        '/reset-password': { window: 60, max: 20 },
        '/change-password': { window: 60, max: 10 },
        // As a sign-in's: besides, each challenge takes 5 codes and 10 wrong ones lock the factor 15 minutes.
        '/two-factor/*': { window: 60, max: 30 },
      },
      // Kept in our database table: the limits hold across instances and restarts.
      customStorage: {
        consume: async (key, rule) => {
          const state = await consume(db, `auth:${key}`, { max: rule.max, windowSeconds: rule.window });
          return { allowed: state.allowed, retryAfter: state.allowed ? 0 : state.retryAfterSeconds };
        },
      },
    },
    advanced: {
      // The library turns these checks off under test runners; our tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: env.secureTransport,
      cookiePrefix: 'fridge',
      // The gateway puts our resolved client address (client-ip.ts) in x-client-ip. The rate limiter keys
      // an IPv6 client by its /64: one subscriber usually holds a whole /64 and can change the rest at will.
      ipAddress: { ipAddressHeaders: ['x-client-ip'], ipv6Subnet: 64 },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Language and time zone come from the browser that creates the account.
          before: async (user, ctx) => {
            const headers = ctx?.request?.headers;
            const zone = headers ? browserZone(headers) : undefined;
            return {
              data: {
                ...user,
                locale: parseAcceptLanguage(headers?.get('accept-language') ?? undefined),
                ...(zone ? { timeZone: zone } : {}),
              },
            };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/email-otp/request-email-change' || ctx.path === '/email-otp/change-email') {
          const session = await getSessionFromCtx(ctx);
          if (session && !session.user.isAnonymous) {
            throw new APIError('FORBIDDEN', {
              code: 'USER_IS_NOT_ANONYMOUS',
              message: 'User is not anonymous',
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const user = ctx.context.newSession?.user;
        if (!user || (ctx.path !== '/email-otp/verify-email' && ctx.path !== '/callback/:id')) return;
        await awardSignupReward(deps, user.id);
      }),
    },
    plugins: [
      anonymous({
        emailDomainName: 'guest.invalid',
        // The merge deletes the guest itself, in the transaction that moves the guest's rows.
        disableDeleteAnonymousUser: true,
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await hooks.mergeGuest(db, anonymousUser.user.id, newUser.user.id);
        },
      }),
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_MINUTES * 60,
        allowedAttempts: 5,
        // Kept encrypted, and sent again while still good: asking again, or an e-mail the limits drop,
        // never makes the code already mailed useless (ADR 023). Its tries are kept with it.
        storeOTP: otpStorage(secret),
        resendStrategy: 'reuse',
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: true,
        disableSignUp: true,
        changeEmail: { enabled: true },
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const lang = parseAcceptLanguage(ctx?.request?.headers.get('accept-language') ?? undefined);
          deliverLimited(limited, 'code', otpMail({ email, name: null, lang }, otp, type, OTP_MINUTES));
        },
      }),
      admin(),
      twoFactor({
        issuer: 'My Fridge',
        // The library's names for its table and columns, as ours (db/auth-schema.ts).
        schema: { twoFactor: { modelName: 'twoFactors' } },
        trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 86_400,
        twoFactorCookieMaxAge: SECOND_FACTOR_MINUTES * 60,
        backupCodeOptions: { amount: BACKUP_CODES, length: 10 },
      }),
      ...(providers.length > 0
        ? [
            genericOAuth({ config: providers }),
            // After the guest plugin (a guest's rows have moved) and the two-factor plugin, whose challenge it sets.
            socialSecondFactor({
              publicUrl: env.publicUrl,
              challengeSeconds: SECOND_FACTOR_MINUTES * 60,
              trustSeconds: TRUSTED_DEVICE_DAYS * 86_400,
            }),
          ]
        : []),
    ],
  });
  return library;
}

/** The addressee of an account e-mail: its language and first name (the library's user type lacks them). */
function recipientOf(user: { email: string }): Recipient {
  const extra = user as { locale?: unknown; firstName?: unknown };
  return {
    email: user.email,
    name: typeof extra.firstName === 'string' ? extra.firstName : null,
    lang: extra.locale === 'en' ? 'en' : 'it',
  };
}

/** The public address, and its 127.0.0.1/localhost twin so a local install works under either name. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (url.hostname === 'localhost') origins.push(url.origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') origins.push(url.origin.replace('127.0.0.1', 'localhost'));
  return origins;
}
