// GET /api/invites/me: the user's invite code and how many joined with it; POST /api/invites/accept { code }.
import { Hono } from 'hono';
import { z } from 'zod';
import { textField } from '@/shared/schemas/fields';
import type { inviteResponse, okResponse } from '@/shared/responses/activity';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { acceptInvite, inviteCodeOf } from './service';

export const acceptInviteSchema = z.strictObject(
  {
    code: textField('validation.inviteCode', { trim: true })
      .min(1, 'validation.inviteCode')
      .max(32, 'validation.inviteCode'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined) },
);

export function inviteRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  const member = (user: { id: string; isAnonymous?: boolean | null }) => ({
    id: user.id,
    isAnonymous: Boolean(user.isAnonymous),
  });
  return new Hono()
    .get('/invites/me', async (c) => {
      const invite = await inviteCodeOf(db, member(await requireUser(auth, c)));
      return c.json(invite satisfies Sent<typeof inviteResponse>);
    })
    .post('/invites/accept', async (c) => {
      const user = await requireUser(auth, c);
      const body = await c.req.json().catch(() => {
        throw new HttpError(400, 'bad_request', 'errors.badRequest');
      });
      const { code } = validateBody(acceptInviteSchema, body);
      await acceptInvite(db, member(user), code);
      return c.json({ ok: true } satisfies Sent<typeof okResponse>);
    });
}
