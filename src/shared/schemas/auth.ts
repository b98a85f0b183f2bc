// SPEC §5's rules for the sign-in screens, written once: the forms and the server both use these schemas.
// Messages are keys of the `validation` catalogue (src/shared/locales), translated where they are shown.
import { z } from 'zod';

export const PASSWORD_MIN = 6;
/** ASVS asks that passwords of at least 64 characters are allowed; longer ones only cost hashing time. */
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const OTP_LENGTH = 6;

export const emailField = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired', abort: true })
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired', abort: true })
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .max(PASSWORD_MAX, 'validation.passwordMax');

function nameField(required: string, min: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(NAME_MIN, min)
    .max(NAME_MAX, 'validation.nameMax');
}

export const otpField = z
  .string({ error: 'validation.otpRequired' })
  .trim()
  .min(1, { error: 'validation.otpRequired', abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'validation.otpFormat');

const confirmPasswordField = z
  .string({ error: 'validation.confirmPasswordRequired' })
  .min(1, { error: 'validation.confirmPasswordRequired', abort: true });

function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  // An empty confirmation already has its own message.
  if (value.confirmPassword !== '' && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
  }
}

export const loginSchema = z.object({ email: emailField, password: passwordField });

export const signupSchema = z
  .object({
    firstName: nameField('validation.firstNameRequired', 'validation.firstNameMin'),
    lastName: nameField('validation.lastNameRequired', 'validation.lastNameMin'),
    email: emailField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(passwordsMatch);

export const forgotPasswordSchema = z.object({ email: emailField });

export const otpSchema = z.object({ otp: otpField });

/** Reset password and set password: a new password and its confirmation. */
export const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: confirmPasswordField })
  .superRefine(passwordsMatch);

/** Profile create (a guest becoming permanent): the e-mail first. */
export const profileCreateSchema = z.object({ email: emailField });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
