// The profile-edit rules, shared by the form and the server. Messages are `validation` keys.
import { z } from 'zod';
import { GENDERS, LANGUAGES } from '../constants';
import { NAME_MAX } from './auth';
import { textField } from './fields';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_MB = 2;

function isBirthDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now();
}

export const profileEditSchema = z.object({
  firstName: textField('validation.firstNameRequired', { trim: true })
    .min(1, 'validation.firstNameRequired')
    .max(NAME_MAX, 'validation.nameMax'),
  lastName: textField('validation.lastNameRequired', { trim: true })
    .min(1, 'validation.lastNameRequired')
    .max(NAME_MAX, 'validation.nameMax'),
  displayName: textField(undefined, { trim: true })
    .max(NAME_MAX, 'validation.nameMax')
    .optional()
    .default(''),
  phone: textField('validation.phoneRequired', { trim: true })
    .min(1, 'validation.phoneRequired')
    .regex(/^\+?[0-9][0-9 ()./-]{5,19}$/, 'validation.phoneInvalid'),
  birthDate: textField('validation.birthDateInvalid').refine(isBirthDate, 'validation.birthDateInvalid'),
  gender: z.enum(GENDERS, { error: 'validation.genderRequired' }),
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;

/** The account's language: its e-mails, reminders and error answers use it, and every device signed in to it. */
export const accountLocaleSchema = z.strictObject(
  { locale: z.enum(LANGUAGES, { error: 'validation.locale' }) },
  {
    error: (issue: { code: string }) =>
      issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined,
  },
);
