// Refuses state-changing API requests from other sites: the Origin (or, without it, the Referer) must be
// ours. Defence in depth with SameSite=Lax cookies, and the only check on a request that carries no cookie
// yet, such as a guest sign-in: the auth library checks the origin only of requests with cookies.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Mail providers post the one-click unsubscribe from their own servers (RFC 8058); a signed token guards it. */
const CROSS_SITE_PATHS = new Set(['/api/email/unsubscribe']);
/**
 * An OpenID provider posts its answer from its own site (Apple's form_post); the library checks the
 * `state` it issued, bound to this browser by a cookie, and the code with PKCE.
 */
const OPENID_CALLBACK = /^\/api\/auth\/callback\/[\w-]+$/;

export function originCheck(trusted: string[]): MiddlewareHandler {
  // Not async: a refusal thrown here is answered as any other (Hono catches it), and a request let through
  // makes no promise of this check's own.
  return (c, next) => {
    const path = c.req.path;
    if (SAFE.has(c.req.method) || CROSS_SITE_PATHS.has(path) || OPENID_CALLBACK.test(path)) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (!origin || !trusted.includes(origin)) throw new HttpError(403, 'invalid_origin', 'errors.forbidden');
    return next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}
