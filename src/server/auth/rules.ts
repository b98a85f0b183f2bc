// Our rules for each auth endpoint the browser may call: validation, password policy, growing delays after
// wrong secrets, limits on the e-mails a request may cause.
// Each rule checks the JSON body and returns what the auth library receives.
import { verify } from '@node-rs/argon2';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import {
  changePasswordSchema,
  emailField,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  otpField,
  signupSchema,
  backupCodeCheckSchema,
  totpCheckSchema,
  twoFactorPasswordSchema,
} from '@/shared/schemas/auth';
import { textField } from '@/shared/schemas/fields';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { accounts, verifications } from '../db/schema';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { limitMailRequests } from '../mail/limits';
import type { SessionUser } from './fast-session';
import { claimOrRefuse, countSuccess, giveBack } from './failures';
import { isCommonPassword } from './password-policy';
import { refuseTakenAddress } from './taken-address';

export interface RuleContext {
  db: Db;
  deps: AppDeps;
  /** The JSON body the browser sent. */
  body: unknown;
  /** The client's address (behind trusted proxies, the one they saw). */
  ip: string;
  /** The signed-in user's address, when there is a session. */
  sessionEmail(): Promise<string | null>;
  /** The signed-in user (a guest counts), when there is a session. */
  sessionUser(): Promise<SessionUser | null>;
  /** The account whose sign-in waits for its second factor (the challenge's cookie), if any. */
  challengedEmail(): Promise<string | null>;
}

export interface Rule {
  /** Checks the request and returns the body to forward (undefined: forward as it came). */
  before?(ctx: RuleContext): Promise<unknown>;
  /**
   * Sees the library's answer (503 when the database could not serve): settles the attempts `before` counted.
   */
  after?(ctx: RuleContext & { status: number; code: string | undefined; forwarded: unknown }): Promise<void>;
  /** Replaces a successful answer's body (so that it tells nothing the caller should not learn). */
  successBody?(forwarded: unknown): unknown;
  /**
   * The answer never comes sooner than this, nor sooner than the slowest recent answer of its kind
   * (answer-floor.ts), so its timing tells nothing either.
   */
  minimumMs?: number;
}

function refuseCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
      { field, messageKey: 'validation.passwordCommon' },
    ]);
  }
}

/** A wrong secret is 401 for a password, 400 or 403 for a code (unknown, expired, too many tries). */
const failed = (status: number) => status === 400 || status === 401 || status === 403;

export const emailOnly = z.object({ email: emailField });
export const codeCheck = z.object({ email: emailField, otp: otpField });
export const emailChange = z.object({ newEmail: emailField });
export const emailChangeCheck = z.object({ newEmail: emailField, otp: otpField });
const token = textField().min(1).max(200);
export const resetBody = z.intersection(newPasswordSchema, z.object({ token }));
/** The providers an account can link (those configured: the library refuses the others). */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export const linkProvider = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
export const unlinkProvider = z.object({ providerId: z.enum(SOCIAL_PROVIDERS) });
/** Sign-up answers the same body, no sooner than this, whether or not the address already has an account. */
export const SIGN_UP_MINIMUM_MS = 400;

export const RULES: Record<string, Rule> = {
  '/sign-up/email': {
    async before({ db, body }) {
      const input = validateBody(signupSchema, body);
      refuseCommon(input.password, 'password');
      await limitMailRequests(db, 'code', input.email);
      const { firstName, lastName, email, password } = input;
      return { name: `${firstName} ${lastName}`, firstName, lastName, email, password };
    },
    successBody: (forwarded) => ({ status: 'check_email', email: (forwarded as { email: string }).email }),
    minimumMs: SIGN_UP_MINIMUM_MS,
  },
  '/sign-in/email': {
    async before({ db, body, ip }) {
      const input = validateBody(loginSchema, body);
      await claimOrRefuse(db, 'password', input.email, ip);
      return { email: input.email, password: input.password };
    },
    async after({ db, status, forwarded, ip }) {
      const { email } = forwarded as { email: string };
      // A wrong password (401) stays counted; the right one for an unverified account (403) is given back.
      if (status < 400) await countSuccess(db, 'password', email, ip);
      else if (status !== 401) await giveBack(db, 'password', email, ip);
    },
  },
  '/email-otp/send-verification-otp': {
    async before({ db, body }) {
      const { email } = validateBody(emailOnly, body);
      await limitMailRequests(db, 'code', email);
      return { email, type: 'email-verification' };
    },
  },
  '/email-otp/verify-email': {
    async before({ db, body, ip }) {
      const input = validateBody(codeCheck, body);
      await claimOrRefuse(db, 'code', input.email, ip);
      return input;
    },
    async after({ db, status, forwarded, ip }) {
      const { email } = forwarded as { email: string };
      if (status < 400) await countSuccess(db, 'code', email, ip);
      else if (!failed(status)) await giveBack(db, 'code', email, ip);
    },
  },
  '/email-otp/request-email-change': {
    async before({ db, deps, body, ip, sessionUser }) {
      const { newEmail } = validateBody(emailChange, body);
      // Only a signed-in guest, attaching an address to their own session, learns that it has an account;
      // anyone else gets the library's refusal whatever the address (docs/security.md). That answer sends
      // no code, so it does not wait for the address's e-mail limits.
      if ((await sessionUser())?.isAnonymous) await refuseTakenAddress(deps, newEmail, ip);
      await limitMailRequests(db, 'code', newEmail);
      return { newEmail };
    },
  },
  '/email-otp/change-email': {
    async before({ db, body, ip }) {
      const input = validateBody(emailChangeCheck, body);
      await claimOrRefuse(db, 'code', input.newEmail, ip);
      return input;
    },
    async after({ db, status, forwarded, ip }) {
      const { newEmail } = forwarded as { newEmail: string };
      if (status < 400) await countSuccess(db, 'code', newEmail, ip);
      else if (!failed(status)) await giveBack(db, 'code', newEmail, ip);
    },
  },
  '/request-password-reset': {
    async before({ db, body }) {
      const { email } = validateBody(forgotPasswordSchema, body);
      await limitMailRequests(db, 'reset', email);
      // The link always leads to our reset screen (a caller cannot send users elsewhere), with the address,
      // so that the screen can sign the user in with the new password.
      return { email, redirectTo: `/reset-password?email=${encodeURIComponent(email)}` };
    },
  },
  '/reset-password': {
    async before({ db, body }) {
      const input = validateBody(resetBody, body);
      refuseCommon(input.password, 'password');
      await refuseSameAsStored(db, input.token, input.password);
      return { token: input.token, newPassword: input.password };
    },
  },
  '/change-password': {
    // The current password is a secret guessed like any other, with a stolen session for instance.
    async before({ db, body, ip, sessionEmail }) {
      const input = validateBody(changePasswordSchema, body);
      refuseCommon(input.password, 'password');
      const email = await sessionEmail();
      if (email) await claimOrRefuse(db, 'password', email, ip);
      // Changing the password ends every other session.
      return {
        currentPassword: input.currentPassword,
        newPassword: input.password,
        revokeOtherSessions: true,
      };
    },
    async after({ db, status, code, ip, sessionEmail }) {
      const email = await sessionEmail();
      if (!email || code === 'INVALID_PASSWORD') return;
      if (status < 400) await countSuccess(db, 'password', email, ip);
      else await giveBack(db, 'password', email, ip);
    },
  },
  '/two-factor/enable': withPassword(),
  '/two-factor/disable': withPassword(),
  '/two-factor/generate-backup-codes': withPassword(),
  '/two-factor/verify-totp': secondFactorCode(totpCheckSchema),
  '/two-factor/verify-backup-code': secondFactorCode(backupCodeCheckSchema),
  '/link-social': {
    // The provider's answer comes back to the profile, which says how it went.
    async before({ body }) {
      const { provider } = validateBody(linkProvider, body);
      return { provider, callbackURL: '/profile', errorCallbackURL: '/profile?link=failed' };
    },
  },
  '/unlink-account': {
    // Google or Apple, named by provider: the password is changed or reset, never removed. The library names
    // the account's row, which only the session's own rows are searched for.
    async before({ db, body, sessionUser }) {
      const { providerId } = validateBody(unlinkProvider, body);
      const user = await sessionUser();
      if (!user) return { accountId: '' };
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, providerId)));
      if (!row) throw new HttpError(400, 'account_not_found', 'errors.auth.signInMethodNotFound');
      return { accountId: row.id };
    },
  },
};

/**
 * The password that turns the second factor on or off, or makes new backup codes: a secret guessed like any
 * other (with a stolen session, say), so counted as a sign-in's. A guest has none: the library refuses.
 */
function withPassword(): Rule {
  return {
    async before({ db, body, ip, sessionEmail }) {
      const { password } = validateBody(twoFactorPasswordSchema, body);
      const email = await sessionEmail();
      if (email) await claimOrRefuse(db, 'password', email, ip);
      return { password };
    },
    async after({ db, status, code, ip, sessionEmail }) {
      const email = await sessionEmail();
      if (!email || code === 'INVALID_PASSWORD') return;
      if (status < 400) await countSuccess(db, 'password', email, ip);
      else await giveBack(db, 'password', email, ip);
    },
  };
}

/**
 * A code of the second factor: at sign-in (the account is the challenge's) or confirming the app (the
 * session's). Wrong ones slow their source down as wrong passwords do; the library adds its own limits (5
 * codes a challenge, the factor locked 15 minutes after 10 wrong ones).
 */
function secondFactorCode(schema: typeof totpCheckSchema | typeof backupCodeCheckSchema): Rule {
  // A challenge's code is its account's, even on a guest's device; without one, the session's (the app's first).
  const subject = async (ctx: RuleContext) => (await ctx.challengedEmail()) ?? (await ctx.sessionEmail());
  return {
    async before(ctx) {
      const { code, trustDevice } = validateBody(schema, ctx.body);
      const email = await subject(ctx);
      if (email) await claimOrRefuse(ctx.db, 'second-factor', email, ctx.ip);
      return { code, trustDevice: trustDevice ?? false };
    },
    async after(ctx) {
      const email = await subject(ctx);
      if (!email) return;
      if (ctx.status < 400) await countSuccess(ctx.db, 'second-factor', email, ctx.ip);
      else if (!failed(ctx.status)) await giveBack(ctx.db, 'second-factor', email, ctx.ip);
    },
  };
}

/** A reset must choose a new password: compare with the stored hash of the token's user. */
async function refuseSameAsStored(db: Db, token: string, password: string): Promise<void> {
  const [reset] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())),
    );
  if (!reset) return; // the library answers an unknown token itself
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, reset.userId), eq(accounts.providerId, 'credential')));
  if (credential?.hash && (await verify(credential.hash, password))) {
    throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
      { field: 'password', messageKey: 'validation.passwordSame' },
    ]);
  }
}
