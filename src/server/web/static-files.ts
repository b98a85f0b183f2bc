// Serves the built single-page app from memory, pre-compressed, with index.html for the app's own routes;
// the home page arrives prerendered in the visitor's language (scripts/prerender.ts wrote one per language),
// and the routes drawn on the server (server-render.ts) arrive drawn for the user asking.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@/shared/constants';
import type { PublicConfig } from '@/shared/public-config';
import { parseAcceptLanguage } from '../http/i18n';
import { injectPublicConfig } from '../public-config';
import { pageOf } from '@/shared/page-titles';
import { isServerPath } from '@/shared/server-paths';
import { SERVER_RENDERED, titled, type PageRenderer } from './server-render';

interface Asset {
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  type: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};
// Source maps are fetched only by developer tools: not worth compressing at start-up.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** Where the build keeps the prerendered home pages, home.<language>.html: not served as files. */
const PRERENDERED = '/prerendered/';

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return files.flat();
}

/** A file to send; `once` (a page drawn for one request) is compressed quickly rather than best. */
function makeAsset(path: string, body: Uint8Array, immutable: boolean, once = false): Asset {
  const ext = extname(path);
  const asset: Asset = { body, type: TYPES[ext] ?? 'application/octet-stream', immutable };
  if (COMPRESSIBLE.has(ext) && body.length > 512) {
    asset.gzip = gzipSync(body, { level: once ? 6 : 9 });
    asset.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: once ? 5 : 10 } });
  }
  return asset;
}

/** Loads dist/client once; returns null when the client has not been built. */
export async function loadStaticFiles(
  dir: string,
  config: PublicConfig,
  renderer?: () => PageRenderer | null,
): Promise<MiddlewareHandler | null> {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const assets = new Map<string, Asset>();
  for (const file of await walk(dir)) {
    const urlPath = '/' + relative(dir, file).split(sep).join('/');
    if (urlPath === '/index.html' || urlPath.startsWith(PRERENDERED)) continue;
    let body: Uint8Array = await readFile(file);
    if (urlPath === '/sw.js')
      body = new TextEncoder().encode(withSettingsRevision(await readFile(file, 'utf8'), config));
    // Vite puts content-hashed files under /assets/: they never change and may be cached for a year.
    assets.set(urlPath, makeAsset(urlPath, body, urlPath.startsWith('/assets/')));
  }
  const html = injectPublicConfig(await readFile(join(dir, 'index.html'), 'utf8'), config);
  const index = makeAsset('/index.html', new TextEncoder().encode(html), false);
  // The service worker keeps the page under this name (and answers every route with it offline).
  assets.set('/index.html', index);
  const homes = new Map<Language, Asset>();
  for (const language of LANGUAGES) {
    const file = join(dir, PRERENDERED, `home.${language}.html`);
    if (!existsSync(file)) continue;
    const page = injectPublicConfig(await readFile(file, 'utf8'), config);
    homes.set(language, makeAsset(`/home.${language}.html`, new TextEncoder().encode(page), false));
  }

  // index.html titled for one screen in one language, made the first time it is asked for.
  const screens = new Map<string, Asset>();
  const screen = (language: Language, path: string): Asset => {
    const key = `${language} ${path}`;
    let asset = screens.get(key);
    if (!asset) {
      const page = titled(html, language, path);
      asset = makeAsset('/index.html', new TextEncoder().encode(page), false);
      screens.set(key, asset);
    }
    return asset;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (isServerPath(path)) return next();
    if (path === '/') {
      c.header('Vary', 'Accept-Language, Cookie');
      const language = visitorLanguage(c);
      return send(c, homes.get(language) ?? screen(language, '/'));
    }
    const asset = assets.get(path);
    if (asset) return send(c, asset);
    const page = pageOf(path);
    const drawn =
      page && SERVER_RENDERED.has(page) ? await renderer?.()?.render(c.req.raw, visitorLanguage(c)) : null;
    if (drawn) {
      // The user's own page: never kept by a shared cache, never sent to anyone else.
      c.header('Vary', 'Accept-Language, Cookie');
      return send(
        c,
        makeAsset('/page.html', new TextEncoder().encode(drawn), false, true),
        'private, no-cache',
      );
    }
    // A missing file (it has an extension) is the server's 404; a path that names no screen is the app's,
    // whose page says so with a way home.
    if (extname(path) !== '') return next();
    c.header('Vary', 'Accept-Language, Cookie');
    if (!page) c.status(404);
    return send(c, screen(visitorLanguage(c), page ?? '/not-found'));
  };
}

/**
 * The service worker keeps index.html with the settings injected here: its revision in the worker's file
 * list also names the settings, so changing them without a new build still renews the kept page.
 */
export function withSettingsRevision(sw: string, config: PublicConfig): string {
  const settings = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 12);
  return sw.replace(
    /"revision":"([0-9a-f]+)","url":"index\.html"/,
    (_match, revision: string) => `"revision":"${revision}-${settings}","url":"index.html"`,
  );
}

/** The language the browser keeps (its cookie), else the one it asks for. */
function visitorLanguage(c: Context): Language {
  const kept = getCookie(c, LANGUAGE_COOKIE);
  return isLanguage(kept) ? kept : parseAcceptLanguage(c.req.header('accept-language'));
}

function send(c: Context, asset: Asset, cacheControl?: string): Response {
  const accepted = c.req.header('accept-encoding') ?? '';
  let body = asset.body;
  if (asset.br && /\bbr\b/.test(accepted)) {
    body = asset.br;
    c.header('Content-Encoding', 'br');
  } else if (asset.gzip && /\bgzip\b/.test(accepted)) {
    body = asset.gzip;
    c.header('Content-Encoding', 'gzip');
  }
  if (asset.gzip) c.header('Vary', 'Accept-Encoding', { append: true });
  c.header('Content-Type', asset.type);
  c.header(
    'Cache-Control',
    cacheControl ?? (asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache'),
  );
  return c.req.method === 'HEAD' ? c.body(null) : c.body(new Uint8Array(body));
}
