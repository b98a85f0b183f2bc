// /api/household: the account's household (GET), made (POST, bringing the personal fridge's items when
// asked) and renamed (PATCH) by its owner; codes to join it (POST /invites, DELETE /invites/:id); joining
// with a code (bringing the items when asked; wrong codes slow the guesser down), leaving, removing a
// member and handing the household over.
// Every route acts on the asking account's own household only.
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { clientIp } from '../auth/client-ip';
import { requireUser } from '../auth/session';
import { idParam } from '../http/validate';
import { tryCode } from './code-guessing';
import { createInvite, joinHousehold, revokeInvite } from './invites';
import { createHousehold, handOver, householdOf, leave, removeMember, renameHousehold } from './service';
import { route, routesOf } from '../operation';
import {
  deleteHouseholdInvitesId,
  deleteHouseholdMembersUserId,
  getHousehold,
  patchHousehold,
  postHousehold,
  postHouseholdInvites,
  postHouseholdJoin,
  postHouseholdLeave,
  putHouseholdOwner,
} from './contract';

export function householdRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  /** The account's household as it is now, after a change: what every route answers. */
  async function current(c: Context, userId: string) {
    c.header('Cache-Control', 'no-store');
    return { household: await householdOf(db, userId) };
  }
  return routesOf([
    route(getHousehold, async (c, { reply }) =>
      reply(200, await current(c, (await requireUser(auth, c)).id)),
    ),
    route(postHousehold, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      await createHousehold(db, user, await body());
      return reply(201, await current(c, user.id));
    }),
    route(patchHousehold, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const { name } = await body();
      await renameHousehold(db, user, name);
      return reply(200, await current(c, user.id));
    }),
    route(postHouseholdInvites, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const invite = await createInvite(db, user);
      return reply(201, invite);
    }),
    route(deleteHouseholdInvitesId, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      await revokeInvite(db, user, idParam(c));
      return reply(200, await current(c, user.id));
    }),
    route(postHouseholdJoin, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const input = await body();
      const ip = clientIp(c, deps.env.trustedProxies);
      await tryCode(c, db, { userId: user.id, ip }, () => joinHousehold(db, user, input));
      return reply(200, await current(c, user.id));
    }),
    route(postHouseholdLeave, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      await leave(db, user);
      return reply(200, await current(c, user.id));
    }),
    route(deleteHouseholdMembersUserId, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      await removeMember(db, user, c.req.param('userId') ?? '');
      return reply(200, await current(c, user.id));
    }),
    route(putHouseholdOwner, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const { userId } = await body();
      await handOver(db, user, userId);
      return reply(200, await current(c, user.id));
    }),
  ]);
}
