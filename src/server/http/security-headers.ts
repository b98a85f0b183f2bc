// Security headers on every response: a CSP without inline scripts (but the page's first, by its hash),
// nosniff, no framing, a strict referrer policy.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * `secureTransport`: the app is served over HTTPS, so browsers may be told to use nothing else.
 * `scriptHashes`: the inline scripts allowed, by hash (web/page-scripts.ts).
 */
export function securityHeaders(secureTransport: boolean, scriptHashes: string[] = []): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      // Toasts and some UI primitives set inline styles; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(secureTransport ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: secureTransport ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A route may set a stricter policy of its own (e.g. a sandbox): the defaults do not replace it.
    overwrite: false,
  });
}
