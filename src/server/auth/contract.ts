// The auth library's endpoints the gateway lets through (gateway.ts ALLOWED), with the bodies its rules check;
// the answers are the library's.
import { z } from 'zod';
import {
  backupCodeCheckSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  signupSchema,
  totpCheckSchema,
  twoFactorPasswordSchema,
} from '@/shared/schemas/auth';
import { operation, type Method } from '../operation';
import {
  codeCheck,
  emailChange,
  emailChangeCheck,
  emailOnly,
  linkProvider,
  resetBody,
  unlinkProvider,
} from './rules';

/** What the auth library answers; the gateway passes it on (its session, its user). */
const libraryAnswer = z.looseObject({});

function library<
  const M extends Method,
  const P extends string,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType = typeof libraryAnswer,
>(method: M, path: P, summary: string, body?: B, answer?: A) {
  return operation({
    method,
    path: `/api/auth${path}` as `/api/auth${P}`,
    tag: 'auth',
    summary,
    access: 'public',
    body: body as B,
    responses: { 200: { description: "The library's answer.", schema: (answer ?? libraryAnswer) as A } },
  });
}

/** A session as the library answers it: null without one; the user has the app's own fields too. */
const sessionAnswer = z
  .looseObject({
    session: z.looseObject({}),
    user: z.looseObject({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
      displayName: z.string().nullish(),
      locale: z.string().optional(),
      isAnonymous: z.boolean().nullish(),
      points: z.number().optional(),
      level: z.number().optional(),
      role: z.string().optional(),
      twoFactorEnabled: z.boolean().nullish(),
    }),
  })
  .nullable();

/** A sign-in whose account has a second factor: no session yet, the code is asked for next. */
const passwordAnswer = z.looseObject({
  twoFactorRedirect: z.boolean().optional(),
  twoFactorMethods: z.array(z.string()).optional(),
});
/** A JSON body without fields: the library reads a POST's body as JSON. */
const noFields = z.object({});

/** An OpenID sign-in starts at one of the providers; the library answers where the browser goes. */
const socialSignIn = z.object({
  provider: z.enum(['google', 'apple']),
  callbackURL: z.string(),
  errorCallbackURL: z.string().optional(),
});

function redirect<const M extends Method, const P extends string>(method: M, path: P, summary: string) {
  return operation({
    method,
    path: `/api/auth${path}` as `/api/auth${P}`,
    tag: 'auth',
    summary,
    access: 'public',
    responses: { 302: { description: 'A redirect.' } },
  });
}

export const getAuthGetSession = library(
  'get',
  '/get-session',
  'The session and its user, or null.',
  undefined,
  sessionAnswer,
);
export const postAuthSignUpEmail = library(
  'post',
  '/sign-up/email',
  'Signs up; the same answer whether or not the address has an account.',
  signupSchema,
);
export const postAuthSignInEmail = library(
  'post',
  '/sign-in/email',
  'Signs in with e-mail and password; an account with a second factor is asked for its code next.',
  loginSchema,
  passwordAnswer,
);
export const postAuthSignInAnonymous = library(
  'post',
  '/sign-in/anonymous',
  'Signs in as a guest.',
  noFields,
);
export const postAuthSignInSocial = library(
  'post',
  '/sign-in/social',
  'Starts an OpenID sign-in; answers the provider’s URL.',
  socialSignIn,
  z.looseObject({ url: z.string(), redirect: z.boolean() }),
);
export const postAuthSignOut = library('post', '/sign-out', 'Signs out.', noFields);
export const postAuthEmailOtpSendVerificationOtp = library(
  'post',
  '/email-otp/send-verification-otp',
  'E-mails a new code.',
  emailOnly,
);
export const postAuthEmailOtpVerifyEmail = library(
  'post',
  '/email-otp/verify-email',
  'Verifies the address with its code, and signs in.',
  codeCheck,
);
export const postAuthEmailOtpRequestEmailChange = library(
  'post',
  '/email-otp/request-email-change',
  "E-mails a code to a guest's new address.",
  emailChange,
);
export const postAuthEmailOtpChangeEmail = library(
  'post',
  '/email-otp/change-email',
  "Sets a guest's address with its code.",
  emailChangeCheck,
);
export const postAuthRequestPasswordReset = library(
  'post',
  '/request-password-reset',
  'E-mails a reset link.',
  forgotPasswordSchema,
);
export const postAuthResetPassword = library(
  'post',
  '/reset-password',
  'Sets a new password with the link’s token.',
  resetBody,
);
export const postAuthChangePassword = library(
  'post',
  '/change-password',
  'Changes the password; other sessions end.',
  changePasswordSchema,
);
export const getAuthResetPasswordToken = redirect(
  'get',
  '/reset-password/{token}',
  "The reset link: redirects to the app's page.",
);
export const getAuthCallbackProviderId = redirect(
  'get',
  '/callback/{providerId}',
  'The OpenID provider’s redirect back.',
);
export const postAuthCallbackProviderId = redirect(
  'post',
  '/callback/{providerId}',
  'The OpenID provider’s form post back (Apple).',
);

export const postAuthTwoFactorEnable = library(
  'post',
  '/two-factor/enable',
  'Starts turning the second factor on (the password): the app’s secret as a URI and 10 backup codes.',
  twoFactorPasswordSchema,
  z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
);
export const postAuthTwoFactorDisable = library(
  'post',
  '/two-factor/disable',
  'Turns the second factor off (the password).',
  twoFactorPasswordSchema,
);
export const postAuthTwoFactorGenerateBackupCodes = library(
  'post',
  '/two-factor/generate-backup-codes',
  'Replaces the backup codes with 10 new ones (the password).',
  twoFactorPasswordSchema,
  z.looseObject({ backupCodes: z.array(z.string()) }),
);
export const postAuthTwoFactorVerifyTotp = library(
  'post',
  '/two-factor/verify-totp',
  'A code from the authenticator app: confirms the app, or ends a sign-in (the device trusted if asked).',
  totpCheckSchema,
);
export const postAuthTwoFactorVerifyBackupCode = library(
  'post',
  '/two-factor/verify-backup-code',
  'A backup code, good once, instead of the app’s code at sign-in.',
  backupCodeCheckSchema,
);

/** How the account signs in: 'credential' (its password), 'google', 'apple'. */
export const getAuthListAccounts = library(
  'get',
  '/list-accounts',
  'How the signed-in account signs in.',
  undefined,
  z.array(z.looseObject({ id: z.string(), providerId: z.string(), accountId: z.string() })),
);
export const postAuthLinkSocial = library(
  'post',
  '/link-social',
  "Starts linking Google or Apple to the account; answers the provider's URL (back to the profile).",
  linkProvider,
  z.looseObject({ url: z.string(), redirect: z.boolean() }),
);
export const postAuthUnlinkAccount = library(
  'post',
  '/unlink-account',
  'Unlinks Google or Apple from the account, never its last way in.',
  unlinkProvider,
);
