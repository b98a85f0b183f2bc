// Refuses state-changing API requests from other sites: the Origin must be ours (defence in depth with
// SameSite=Lax cookies). The auth library checks its own endpoints the same way.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Mail providers post the one-click unsubscribe from their own servers (RFC 8058); a signed token guards it. */
const CROSS_SITE_PATHS = new Set(['/api/email/unsubscribe']);

export function originCheck(trusted: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || c.req.path.startsWith('/api/auth/') || CROSS_SITE_PATHS.has(c.req.path)) {
      return next();
    }
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
