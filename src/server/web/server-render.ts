// Draws the app's screens on the server for the user asking, so that a first visit on a phone shows their
// data before the app's JavaScript has arrived (ADR 016), and the app takes the page over as it is (ADR 030).
// The drawing is the app's own (src/client/render.tsx, built into dist/render); its API calls are answered
// in-process, with the user's own cookies, so the page holds exactly what that user's session may read. The
// page carries the answers it was drawn from, for the browser to start with. Visits from the installed app do
// not come here: its service worker answers them from the device.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { isLanguage, LANGUAGES, type Language } from '@/shared/constants';
import { pageTitle, type PagePath } from '@/shared/page-titles';
import type { PublicConfig } from '@/shared/public-config';
import { injectPublicConfig } from '../public-config';

/**
 * The screens drawn on the server for the user asking (the home page is prerendered); the others start from
 * the empty page. Each is held by tests/e2e/hydration.spec.ts: the browser takes it over without a change.
 */
export const SERVER_RENDERED: ReadonlySet<PagePath> = new Set<PagePath>([
  '/tutorial',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/forgot-password',
  // The pages an e-mail's link opens, on a phone, often as the app's first visit.
  '/reset-password',
  '/unsubscribe',
  '/fridge',
  '/prizes',
  '/buy',
  '/profile',
  '/profile/impact',
  // A guest's way to keep their fridge, and the account's forms, filled with what the server has now.
  '/profile/create',
  '/profile/edit/',
  '/profile/edit/set-password',
  '/household',
  '/help/',
  '/help/how-to-install',
  '/help/how-to-fridge',
  '/help/how-to-bags',
]);

/** The root of the built index.html, which a drawn page fills. */
export const EMPTY_ROOT = '<div id="root"></div>';
/** Request headers the in-process API calls carry over from the page's request. */
const CARRIED = ['cookie', 'accept-language', 'user-agent'];

/** The shape of dist/render/render.js (src/client/render.tsx). */
interface RenderModule {
  renderPage(
    path: string,
    language: Language,
    api: (path: string, init?: RequestInit) => Promise<Response>,
    config: PublicConfig,
    cookies: string | null,
  ): Promise<{ html: string; language: Language; description: string; data: unknown } | null>;
}

export interface PageRenderer {
  /**
   * The whole page of the request's address as its user sees it, or null when the browser is to draw it
   * (the screen sends the user elsewhere, or it could not be drawn).
   */
  render(request: Request, language: Language): Promise<string | null>;
}

/**
 * Loads the renderer the build made; null without one (development, or a build without it).
 * `handle` answers a request as the app does.
 */
export async function loadPageRenderer(
  distDir: string,
  config: PublicConfig,
  handle: (request: Request) => Promise<Response>,
  logger?: Logger,
): Promise<PageRenderer | null> {
  const moduleFile = join(distDir, 'render/render.js');
  const pageFile = join(distDir, 'client/prerendered/page.html');
  if (!existsSync(moduleFile) || !existsSync(pageFile)) return null;
  const page = injectPublicConfig(await readFile(pageFile, 'utf8'), config);
  if (!page.includes(EMPTY_ROOT)) throw new Error(`${pageFile} has no ${EMPTY_ROOT}`);
  const { renderPage } = (await import(pathToFileURL(moduleFile).href)) as RenderModule;

  return {
    async render(request, language) {
      const url = new URL(request.url);
      const api = (path: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        // Reading never changes the account's time zone, but the server's own zone is not the user's.
        headers.delete('x-time-zone');
        for (const name of CARRIED) {
          const value = request.headers.get(name);
          if (value !== null) headers.set(name, value);
        }
        return handle(new Request(new URL(path, url), { ...init, headers }));
      };
      try {
        const drawn = await renderPage(
          url.pathname + url.search,
          language,
          api,
          config,
          request.headers.get('cookie'),
        );
        return drawn && pageWith(page, drawn, url.pathname);
      } catch (err) {
        // The empty page still starts the app, which draws the screen itself.
        logger?.warn({ err, path: url.pathname }, 'page not drawn on the server');
        return null;
      }
    },
  };
}

/** What a drawn page is made of: the screen, its language and description, the data it was drawn from. */
export interface Drawn {
  html: string;
  language: string;
  description: string;
  data?: unknown;
}

/**
 * `page` (the built index.html, with its empty root) with the drawn screen of `path`, in its language, and,
 * when given, the data it was drawn from.
 */
export function pageWith(page: string, { html, language, description, data }: Drawn, path: string): string {
  const lang = isLanguage(language) ? language : LANGUAGES[0];
  // The data is inside a script element: `<` is escaped so that no text of the user's can close it.
  const served =
    data === undefined
      ? ''
      : `<script id="app-data" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  return titled(page, lang, path)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeAttribute(description)}"`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>${served}`);
}

/** `page` in `language`, titled for the screen of `path`. */
export function titled(page: string, language: Language, path: string): string {
  return page
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(pageTitle(language, path))}</title>`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
