// The auth library's endpoints the gateway lets through.
import { changePasswordSchema, forgotPasswordSchema, loginSchema, signupSchema } from '@/shared/schemas/auth';
import { codeCheck, emailChange, emailChangeCheck, emailOnly, resetBody } from '../../auth/rules';
import type { Operation } from '../document';
import { libraryAnswer } from './common';

/**
 * The auth library's endpoints the gateway lets through (gateway.ts ALLOWED), with the bodies its rules check;
 * the answers are the library's.
 */
export const auth: Operation[] = (
  [
    ['get', '/get-session', 'The session and its user, or null.', undefined],
    [
      'post',
      '/sign-up/email',
      'Signs up; the same answer whether or not the address has an account.',
      signupSchema,
    ],
    ['post', '/sign-in/email', 'Signs in with e-mail and password.', loginSchema],
    ['post', '/sign-in/anonymous', 'Signs in as a guest.', undefined],
    ['post', '/sign-in/social', 'Starts an OpenID sign-in; answers the provider’s URL.', undefined],
    ['post', '/sign-out', 'Signs out.', undefined],
    ['post', '/email-otp/send-verification-otp', 'E-mails a new code.', emailOnly],
    ['post', '/email-otp/verify-email', 'Verifies the address with its code, and signs in.', codeCheck],
    ['post', '/email-otp/request-email-change', "E-mails a code to a guest's new address.", emailChange],
    ['post', '/email-otp/change-email', "Sets a guest's address with its code.", emailChangeCheck],
    ['post', '/request-password-reset', 'E-mails a reset link.', forgotPasswordSchema],
    ['post', '/reset-password', 'Sets a new password with the link’s token.', resetBody],
    ['post', '/change-password', 'Changes the password; other sessions end.', changePasswordSchema],
    ['get', '/reset-password/{token}', "The reset link: redirects to the app's page.", undefined],
    ['get', '/callback/{providerId}', 'The OpenID provider’s redirect back.', undefined],
    ['post', '/callback/{providerId}', 'The OpenID provider’s form post back (Apple).', undefined],
  ] as const
).map(([method, path, summary, body]): Operation => ({
  method,
  path: `/api/auth${path}`,
  tag: 'auth',
  summary,
  access: 'public',
  ...(body ? { body } : {}),
  responses:
    path.startsWith('/callback') || path.startsWith('/reset-password/')
      ? { 302: { description: 'A redirect.' } }
      : { 200: { description: "The library's answer.", schema: libraryAnswer } },
}));
