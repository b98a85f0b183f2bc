// The last page the server drew at each address, kept by the worker, so that a visit without the server
// (offline, or a signal too poor to bring the page in time) still opens with the screen drawn: the fridge's
// items in the first paint, not an empty page until the app has read its kept data. Kept only for the day it
// was drawn (its "today" and "tomorrow" are that day's), and marked, so that the app takes it over with the
// data it was drawn from before showing the newer data kept on the device (main.tsx).
import { isoDay } from '../lib/dates';
import { KEPT_PAGE_ATTRIBUTE, PAGES_CACHE } from '../lib/worker-messages';

/** When the page was kept, in a header of the copy (ms since the epoch). */
const KEPT_AT = 'x-kept-at';

/** One copy an address: what follows `?` does not change which screen is drawn. */
function keyOf(url: string): string {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
}

/** Keeps a copy of `page`, the server's answer to a navigation to `url`, if it is a page drawn for it. */
export async function keepPage(url: string, page: Response): Promise<void> {
  if (!page.ok || page.redirected || !page.headers.get('content-type')?.startsWith('text/html')) return;
  const headers = new Headers(page.headers);
  headers.set(KEPT_AT, String(Date.now()));
  const copy = new Response(await page.blob(), { status: page.status, headers });
  await (await caches.open(PAGES_CACHE)).put(keyOf(url), copy);
}

/** The page kept for `url` today, marked as kept; none from an earlier day. */
export async function keptPage(url: string): Promise<Response | undefined> {
  const kept = await (await caches.open(PAGES_CACHE)).match(keyOf(url));
  // The device's calendar day: the worker's clock is the device's.
  if (!kept || isoDay(new Date(Number(kept.headers.get(KEPT_AT)))) !== isoDay(new Date())) return undefined;
  const html = (await kept.text()).replace(/<html\b/, `<html ${KEPT_PAGE_ATTRIBUTE}`);
  return new Response(html, { status: 200, headers: kept.headers });
}

/**
 * Forgets every kept page: a new version of the app starts with none, since a page kept earlier names the
 * files of the version that drew it, which are gone from the device and the server.
 */
export async function forgetKeptPages(): Promise<void> {
  await caches.delete(PAGES_CACHE);
}
