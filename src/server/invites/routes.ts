// GET /api/invites/me: the user's invite code and how many joined with it; POST /api/invites/accept { code }.
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { route, routesOf } from '../operation';
import { getInvitesMe, postInvitesAccept } from './contract';
import { acceptInvite, inviteCodeOf } from './service';

export function inviteRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  const member = (user: { id: string; isAnonymous?: boolean | null }) => ({
    id: user.id,
    isAnonymous: Boolean(user.isAnonymous),
  });
  return routesOf([
    route(getInvitesMe, async (c, { reply }) => {
      const invite = await inviteCodeOf(db, member(await requireUser(auth, c)));
      return reply(200, invite);
    }),
    route(postInvitesAccept, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const { code } = await body();
      await acceptInvite(db, member(user), code);
      return reply(200, { ok: true });
    }),
  ]);
}
