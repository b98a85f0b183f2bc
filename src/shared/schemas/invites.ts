// An invite code entered by a friend.
import { z } from 'zod';
import { textField } from './fields';

export const acceptInviteSchema = z.strictObject(
  {
    code: textField('validation.inviteCode', { trim: true })
      .min(1, 'validation.inviteCode')
      .max(32, 'validation.inviteCode'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined) },
);
