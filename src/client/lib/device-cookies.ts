// Choices kept on this device that change how a screen is drawn (the fridge's shelves or list) are kept in
// cookies, so that the server draws the screen as the browser will: were the server to draw another layout,
// it would change under the finger as the app takes the page over (ADR 031). While the server draws a page,
// the cookies read are the request's; in the browser, the document's.

let drawnFor: string | null = null;

/** The server is drawing a page for a request with these cookies (its Cookie header), or no longer (null). */
export function drawingFor(cookieHeader: string | null): void {
  drawnFor = cookieHeader;
}

/** The value of the cookie `name`, or null without one. */
export function readCookie(name: string): string | null {
  const cookies = typeof document === 'undefined' ? (drawnFor ?? '') : document.cookie;
  for (const pair of cookies.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return null;
}

/**
 * Keeps `value` in the cookie `name` for a year, sent with every visit to this site. Written only when it
 * changes: writing a cookie waits on the browser's network process.
 */
export function writeCookie(name: string, value: string): void {
  if (readCookie(name) === value) return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
