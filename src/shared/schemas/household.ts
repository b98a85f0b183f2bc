// The households' inputs, shared by the forms and the server. Messages are `validation` keys.
import { z } from 'zod';
import { HOUSEHOLD_NAME_MAX } from '../constants';
import { textField } from './fields';

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined,
};

export const householdNameSchema = z.strictObject(
  {
    name: textField('validation.householdName', { trim: true })
      .min(1, 'validation.householdName')
      .max(HOUSEHOLD_NAME_MAX, 'validation.householdNameMax'),
  },
  strict,
);

/** Moving into a household: the personal fridge's items come along when the user says so. */
const bringItems = z.boolean({ error: 'validation.bringItems' }).optional().default(false);

export const createHouseholdSchema = householdNameSchema.extend({ bringItems });

export const joinHouseholdSchema = z.strictObject(
  {
    code: textField('validation.householdCode', { trim: true })
      .min(1, 'validation.householdCode')
      .max(32, 'validation.householdCode'),
    bringItems,
  },
  strict,
);

export const handOverSchema = z.strictObject(
  { userId: textField('validation.householdMember').min(1, 'validation.householdMember').max(64) },
  strict,
);

export type HouseholdNameInput = z.input<typeof householdNameSchema>;
