// Our rules for each auth endpoint the browser may call: validation, password policy, per-account limits.
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
  PASSWORD_MAX,
  signupSchema,
} from '@/shared/schemas/auth';
import { textField } from '@/shared/schemas/fields';
import type { Db } from '../db/client';
import { accounts, verifications } from '../db/schema';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { consume, peek, type Limit } from '../security/rate-limit';
import { isCommonPassword } from './password-policy';

/** NIST SP 800-63B: at most 100 failed sign-ins per account per hour, whatever the client's address. */
export const FAILED_SIGN_INS: Limit = { max: 100, windowSeconds: 3600 };
/** Wrong one-time codes per address; a new code does not reset the count. */
export const FAILED_CODES: Limit = { max: 5, windowSeconds: 3600 };
export const CODES_PER_MINUTE: Limit = { max: 1, windowSeconds: 60 };
export const CODES_PER_HOUR: Limit = { max: 30, windowSeconds: 3600 };

export interface RuleContext {
  db: Db;
  /** The JSON body the browser sent. */
  body: unknown;
}

export interface Rule {
  /** Checks the request and returns the body to forward (undefined: forward as it came). */
  before?(ctx: RuleContext): Promise<unknown>;
  /** Sees the library's answer: counts failures. */
  after?(ctx: RuleContext & { status: number; code: string | undefined; forwarded: unknown }): Promise<void>;
}

function refuseCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
      { field, messageKey: 'validation.passwordCommon' },
    ]);
  }
}

async function refuseWhenLocked(db: Db, key: string, limit: Limit, messageKey: string): Promise<void> {
  const state = await peek(db, key, limit);
  if (!state.allowed) {
    const seconds = state.retryAfterSeconds;
    throw new HttpError(429, 'too_many_requests', messageKey, { seconds, minutes: Math.ceil(seconds / 60) });
  }
}

async function limitCodesTo(db: Db, email: string): Promise<void> {
  for (const [name, limit] of [
    ['minute', CODES_PER_MINUTE],
    ['hour', CODES_PER_HOUR],
  ] as const) {
    const state = await consume(db, `otp-send-${name}:${email}`, limit);
    if (!state.allowed) {
      const key = name === 'minute' ? 'errors.auth.otpSentRecently' : 'errors.tooManyRequests';
      throw new HttpError(429, 'too_many_requests', key, { seconds: state.retryAfterSeconds });
    }
  }
}

const countFailedCode = (email: string) => async (ctx: { db: Db; status: number }) => {
  if (ctx.status === 400 || ctx.status === 403) await consume(ctx.db, `otp-fail:${email}`, FAILED_CODES);
};

const emailOnly = z.object({ email: emailField });
const codeCheck = z.object({ email: emailField, otp: otpField });
const emailChange = z.object({ newEmail: emailField });
const emailChangeCheck = z.object({ newEmail: emailField, otp: otpField });
const token = textField().min(1).max(200);
const resetBody = z.intersection(newPasswordSchema, z.object({ token }));
/** What the library's own account deletion reads; anything else is not passed on. */
const deleteUserBody = z.object({
  password: textField('validation.passwordRequired').max(PASSWORD_MAX, 'validation.passwordMax').optional(),
  token: token.optional(),
  callbackURL: textField().max(2048).optional(),
});

export const RULES: Record<string, Rule> = {
  '/sign-up/email': {
    async before({ body }) {
      const input = validateBody(signupSchema, body);
      refuseCommon(input.password, 'password');
      const { firstName, lastName, email, password } = input;
      return { name: `${firstName} ${lastName}`, firstName, lastName, email, password };
    },
  },
  '/sign-in/email': {
    async before({ db, body }) {
      const input = validateBody(loginSchema, body);
      await refuseWhenLocked(db, `signin-fail:${input.email}`, FAILED_SIGN_INS, 'errors.auth.accountLocked');
      return { email: input.email, password: input.password };
    },
    async after({ db, status, forwarded }) {
      const { email } = forwarded as { email: string };
      if (status === 401) await consume(db, `signin-fail:${email}`, FAILED_SIGN_INS);
    },
  },
  '/email-otp/send-verification-otp': {
    async before({ db, body }) {
      const { email } = validateBody(emailOnly, body);
      await limitCodesTo(db, email);
      return { email, type: 'email-verification' };
    },
  },
  '/email-otp/verify-email': {
    async before({ db, body }) {
      const input = validateBody(codeCheck, body);
      await refuseWhenLocked(db, `otp-fail:${input.email}`, FAILED_CODES, 'errors.auth.otpTooManyAttempts');
      return input;
    },
    async after(ctx) {
      await countFailedCode((ctx.forwarded as { email: string }).email)(ctx);
    },
  },
  '/email-otp/request-email-change': {
    async before({ db, body }) {
      const { newEmail } = validateBody(emailChange, body);
      await limitCodesTo(db, newEmail);
      return { newEmail };
    },
  },
  '/email-otp/change-email': {
    async before({ db, body }) {
      const input = validateBody(emailChangeCheck, body);
      await refuseWhenLocked(
        db,
        `otp-fail:${input.newEmail}`,
        FAILED_CODES,
        'errors.auth.otpTooManyAttempts',
      );
      return input;
    },
    async after(ctx) {
      await countFailedCode((ctx.forwarded as { newEmail: string }).newEmail)(ctx);
    },
  },
  '/request-password-reset': {
    async before({ body }) {
      const { email } = validateBody(forgotPasswordSchema, body);
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
  '/delete-user': {
    async before({ body }) {
      // An empty body is a request too: a guest deletes with the session alone.
      return validateBody(deleteUserBody, body ?? {});
    },
  },
  '/change-password': {
    async before({ body }) {
      const input = validateBody(changePasswordSchema, body);
      refuseCommon(input.password, 'password');
      // Changing the password ends every other session.
      return {
        currentPassword: input.currentPassword,
        newPassword: input.password,
        revokeOtherSessions: true,
      };
    },
  },
};

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
