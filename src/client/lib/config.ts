// The settings the server injected into the page; missing or malformed ones stop the app with a clear message.
import type { PublicConfig } from '@/shared/public-config';

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function parse(raw: unknown): PublicConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { social, shopUrl, authProviders } = raw as Partial<PublicConfig>;
  if (typeof social !== 'object' || social === null) return null;
  const links = [social.photo, social.shortVideo, social.video];
  if (!links.every(isUrl)) return null;
  if (social.website !== undefined && !isUrl(social.website)) return null;
  if (shopUrl !== undefined && !isUrl(shopUrl)) return null;
  if (!Array.isArray(authProviders) || !authProviders.every((p) => p === 'google' || p === 'apple'))
    return null;
  return { social, authProviders, ...(shopUrl ? { shopUrl } : {}) };
}

let cached: PublicConfig | undefined;

function checked(raw: unknown): PublicConfig {
  const parsed = parse(raw);
  if (!parsed) throw new Error('Invalid environment variables');
  cached = parsed;
  return parsed;
}

export function publicConfig(): PublicConfig {
  if (cached) return cached;
  const element = document.getElementById('app-config');
  let raw: unknown = null;
  try {
    raw = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    raw = null;
  }
  return checked(raw);
}

/** Outside the browser (a page drawn on the server, render.tsx) the settings are the server's own. */
export function takePublicConfig(config: PublicConfig): void {
  checked(config);
}
