// The sign-in screens' rules, written once: the forms and the server both use these schemas.
// Messages are keys of the `validation` catalogue (src/shared/locales), translated where they are shown.
import { z } from 'zod';
import { textField } from './fields';

/** ASVS 5 V6.2.1: new passwords have at least 8 characters. */
export const PASSWORD_MIN = 8;
/** ASVS asks that passwords of at least 64 characters are allowed; longer ones only cost hashing time. */
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const OTP_LENGTH = 6;

export const emailField = textField('validation.emailRequired', { trim: true })
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))
  .transform((email) => email.toLowerCase());

export const passwordField = textField('validation.passwordRequired')
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .max(PASSWORD_MAX, 'validation.passwordMax');

/**
 * A password already set, typed to sign in or to confirm: any length up to the maximum, so that accounts made
 * when the minimum was lower still open.
 */
export const currentPasswordField = textField('validation.passwordRequired')
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_MAX, 'validation.passwordMax');

function nameField(required: string, min: string) {
  return textField(required, { trim: true })
    .min(1, required)
    .min(NAME_MIN, min)
    .max(NAME_MAX, 'validation.nameMax');
}

export const otpField = textField('validation.otpRequired', { trim: true })
  .min(1, 'validation.otpRequired')
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'validation.otpFormat');

const confirmPasswordField = textField('validation.confirmPasswordRequired').min(
  1,
  'validation.confirmPasswordRequired',
);

/** Adds "Passwords do not match", shown even while other fields still have errors. */
function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordsMismatch',
    // Zod skips object checks while any field fails; this one needs only the two passwords, and an empty
    // confirmation already has its own message. The value may be anything at all here (null, a string).
    when: (payload) => {
      const v: unknown = payload.value;
      if (typeof v !== 'object' || v === null) return false;
      const { password, confirmPassword } = v as { password?: unknown; confirmPassword?: unknown };
      return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
    },
  });
}

export const loginSchema = z.object({ email: emailField, password: currentPasswordField });

export const signupSchema = withMatchingPasswords(
  z.object({
    firstName: nameField('validation.firstNameRequired', 'validation.firstNameMin'),
    lastName: nameField('validation.lastNameRequired', 'validation.lastNameMin'),
    email: emailField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);

export const forgotPasswordSchema = z.object({ email: emailField });

export const otpSchema = z.object({ otp: otpField });

/** Reset password and set password: a new password and its confirmation. */
export const newPasswordSchema = withMatchingPasswords(
  z.object({ password: passwordField, confirmPassword: confirmPasswordField }),
);

/** A guest's account made permanent (the last step of profile create): the first name, and a password. */
export const guestAccountSchema = withMatchingPasswords(
  z.object({
    firstName: nameField('validation.firstNameRequired', 'validation.firstNameMin'),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);

/** Set password (change): the current one, and a new one that differs from it. */
export const changePasswordSchema = withMatchingPasswords(
  z.object({
    currentPassword: currentPasswordField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
).refine((v) => v.password !== v.currentPassword, { path: ['password'], error: 'validation.passwordSame' });

/** Deleting the account: the password, for accounts that have one. */
export const deleteAccountSchema = z.object({
  password: textField('validation.passwordRequired').max(PASSWORD_MAX, 'validation.passwordMax').optional(),
});

/** Profile create (a guest becoming permanent): the e-mail first. */
export const profileCreateSchema = z.object({ email: emailField });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export type GuestAccountInput = z.infer<typeof guestAccountSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A code from an authenticator app (RFC 6238: 6 digits); spaces typed between the digits are dropped. */
export const TOTP_LENGTH = 6;
export const totpCodeField = textField('validation.totpRequired')
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.totpRequired')
      .regex(new RegExp(`^\\d{${TOTP_LENGTH}}$`), 'validation.totpFormat'),
  );

/** A backup code as shown: 5 letters or digits, a dash, 5 more (typed without the dash, it is added). */
export const backupCodeField = textField('validation.backupCodeRequired')
  .transform((code) => code.trim().replace(/^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/, '$1-$2'))
  .pipe(
    z
      .string()
      .min(1, 'validation.backupCodeRequired')
      .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, 'validation.backupCodeFormat'),
  );

/** The password that turns the second factor on or off, or makes new backup codes. */
export const twoFactorPasswordSchema = z.object({ password: currentPasswordField });

/** The second step of a sign-in, or the first code that confirms the app: the device may be trusted. */
export const totpCheckSchema = z.object({ code: totpCodeField, trustDevice: z.boolean().optional() });
export const backupCodeCheckSchema = z.object({ code: backupCodeField, trustDevice: z.boolean().optional() });
