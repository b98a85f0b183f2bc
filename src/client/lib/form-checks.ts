// The checks of every form the app fills in, the shared schemas the server applies too (errors are `validation`
// keys): loaded by lazy-resolver.ts at the first focus in a form, not with the screen, so that a screen with a
// form (the sign-in, the sign-up) starts without the schema library.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  backupCodeCheckSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  guestAccountSchema,
  loginSchema,
  newPasswordSchema,
  otpSchema,
  profileCreateSchema,
  signupSchema,
  totpCheckSchema,
  twoFactorPasswordSchema,
} from '@/shared/schemas/auth';
import { profileEditSchema } from '@/shared/schemas/profile';

export const resolvers = {
  backupCode: zodResolver(backupCodeCheckSchema),
  changePassword: zodResolver(changePasswordSchema),
  forgotPassword: zodResolver(forgotPasswordSchema),
  guestAccount: zodResolver(guestAccountSchema),
  login: zodResolver(loginSchema),
  newPassword: zodResolver(newPasswordSchema),
  otp: zodResolver(otpSchema),
  profileCreate: zodResolver(profileCreateSchema),
  profileEdit: zodResolver(profileEditSchema),
  signup: zodResolver(signupSchema),
  totp: zodResolver(totpCheckSchema),
  twoFactorPassword: zodResolver(twoFactorPasswordSchema),
};
