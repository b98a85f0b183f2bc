// Settings the browser needs (links of the menu and the buy page, the sign-in providers offered), injected
// into index.html as JSON.
import { z } from 'zod';
import type { PublicConfig } from '@/shared/public-config';

const url = z.url();

export const publicConfigShape = {
  SOCIAL_PHOTO_URL: url.default('https://www.instagram.com/'),
  SOCIAL_SHORT_VIDEO_URL: url.default('https://www.tiktok.com/'),
  SOCIAL_VIDEO_URL: url.default('https://www.youtube.com/'),
  WEBSITE_URL: url.optional(),
  SHOP_URL: url.optional(),
};

const publicConfigSchema = z.object(publicConfigShape);
type PublicLinks = z.infer<typeof publicConfigSchema>;
export type AuthProvider = PublicConfig['authProviders'][number];
const AUTH_PROVIDERS: readonly AuthProvider[] = ['google', 'apple'];

/** The OpenID providers the server signs in with (env.ts `oidc`: those with their settings), in this order. */
export function offeredProviders(oidc: Record<AuthProvider, object | undefined>): AuthProvider[] {
  return AUTH_PROVIDERS.filter((id) => oidc[id] !== undefined);
}

/** Unset optional links are left out, so the page never shows a dead link. */
export function toPublicConfig(c: PublicLinks, authProviders: AuthProvider[]): PublicConfig {
  return {
    social: {
      photo: c.SOCIAL_PHOTO_URL,
      shortVideo: c.SOCIAL_SHORT_VIDEO_URL,
      video: c.SOCIAL_VIDEO_URL,
      ...(c.WEBSITE_URL ? { website: c.WEBSITE_URL } : {}),
    },
    ...(c.SHOP_URL ? { shopUrl: c.SHOP_URL } : {}),
    authProviders,
  };
}

const PLACEHOLDER = '<!--app-config-->';

/** Puts the settings into the page as a non-executable JSON block (allowed by a CSP without inline scripts). */
export function injectPublicConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(PLACEHOLDER, `<script id="app-config" type="application/json">${json}</script>`);
}

/** For the Vite dev server, which reads its own environment: a provider is offered with its id and secret. */
export function publicConfigFrom(source: Record<string, string | undefined>): PublicConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v));
  const configured = (id: AuthProvider) => {
    const prefix = id.toUpperCase();
    return present[`${prefix}_CLIENT_ID`] && present[`${prefix}_CLIENT_SECRET`] ? {} : undefined;
  };
  return toPublicConfig(
    publicConfigSchema.parse(present),
    offeredProviders({ google: configured('google'), apple: configured('apple') }),
  );
}
