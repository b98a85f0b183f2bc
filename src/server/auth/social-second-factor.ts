// A sign-in through Google or Apple to an account with two-step sign-in asks for the code too. The library's
// two-factor plugin asks only after a password: the provider's callback opened a session at once, a way
// around the second factor for anyone who controls the account's address at the provider. This plugin, after
// the callback (and after the guest plugin, so a guest's rows have moved into the account), does what the
// two-factor plugin does after a password: unless the device is trusted, the session goes, a challenge is set
// (the plugin's own cookie and records, so its code endpoints answer it), and the browser is sent to the
// sign-in screen's code step. `auth/library-contract.test.ts` pins the library version this copies.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';

/** The two-factor plugin's names: its challenge cookie, its trusted-device cookie, its records. */
const CHALLENGE_COOKIE = 'two_factor';
const TRUST_COOKIE = 'trust_device';

/** Where the sign-in screen asks for the code. */
export const CODE_STEP_PATH = '/login?step=code';

export function socialSecondFactor(options: {
  publicUrl: string;
  challengeSeconds: number;
  trustSeconds: number;
}): BetterAuthPlugin {
  return {
    id: 'social-second-factor',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/callback/:id',
          handler: createAuthMiddleware(async (ctx) => {
            const opened = ctx.context.newSession;
            if (!opened || !(opened.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
            const userId = opened.user.id;
            const secret = ctx.context.secret;
            const trust = ctx.context.createAuthCookie(TRUST_COOKIE, { maxAge: options.trustSeconds });
            const trusted = await ctx.getSignedCookie(trust.name, secret);
            if (trusted && (await trustedDevice(ctx, trusted, userId, secret))) return;

            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(opened.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${randomBytes(15).toString('base64url')}`;
            const expiresAt = new Date(Date.now() + options.challengeSeconds * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: userId,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const challenge = ctx.context.createAuthCookie(CHALLENGE_COOKIE, {
              maxAge: options.challengeSeconds,
            });
            await ctx.setSignedCookie(challenge.name, identifier, secret, challenge.attributes);
            throw ctx.redirect(`${options.publicUrl}${CODE_STEP_PATH}`);
          }),
        },
      ],
    },
  };
}

/** A trusted-device cookie's value is `hmac!identifier`, the identifier a current record of this user. */
async function trustedDevice(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
  value: string,
  userId: string,
  secret: string,
): Promise<boolean> {
  const [token, identifier] = value.split('!');
  if (!token || !identifier) return false;
  const expected = createHmac('sha256', secret).update(`${userId}!${identifier}`).digest('base64url');
  if (token.length !== expected.length || !timingSafeEqual(Buffer.from(token), Buffer.from(expected))) {
    return false;
  }
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return Boolean(record && record.value === userId && record.expiresAt > new Date());
}
