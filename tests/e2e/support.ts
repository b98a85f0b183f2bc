// Helpers for the browser tests: unique addresses, the codes and links of the app's outbox, and the worker.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mail.json')).json()) as Mail[];
      found = mails.find((m) => m.to === to && subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export function codeFrom(mail: Mail): string {
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

export function linkFrom(mail: Mail): string {
  return /(https?:\/\/\S+)/.exec(mail.text)![1]!;
}

/** The password of the accounts `signUpVerified` makes. */
export const ACCOUNT_PASSWORD = 'sacchetti-nel-frigo-2026';

/**
 * Signs the page's context up through the API and verifies the address with the e-mailed code: an account
 * made as the app makes it in `lang` (the account keeps the language it was made in).
 */
export async function signUpVerified(
  page: Page,
  baseURL: string,
  prefix: string,
  lang: 'it' | 'en' = 'it',
  firstName = 'Ada',
): Promise<string> {
  const headers = { Origin: baseURL, 'Accept-Language': lang };
  const email = uniqueEmail(prefix);
  const password = ACCOUNT_PASSWORD;
  await page.request.post('/api/auth/sign-up/email', {
    data: { firstName, lastName: 'Lovelace', email, password, confirmPassword: password },
    headers,
  });
  const otp = codeFrom(await latestMail(page.request, email, lang === 'it' ? /codice/ : /code/));
  expect(
    (await page.request.post('/api/auth/email-otp/verify-email', { data: { email, otp }, headers })).ok(),
  ).toBe(true);
  return email;
}

/**
 * The app has started and drawn the page (main.tsx marks <html>): the home page is on screen before that,
 * prerendered, so its heading does not say so.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
}

/**
 * Holds the app's code back (a slow signal) until the returned function is called: the page the server drew
 * is on screen, and the app has not started (with `pageScript`, none of the page's scripts has run).
 */
export async function holdAppCode(page: Page, { pageScript = false } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // `pageScript`: the page's own script too, which asks for the app's code once the page is painted.
  const held = pageScript ? /\/(assets\/index-[^/]*|after-paint)\.js$/ : /\/assets\/index-[^/]*\.js$/;
  await page.route(held, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * The toast saying `text` has gone, as on a phone, where nothing hovers: the test's pointer, left where it
 * last clicked, would hold a toast that appeared under it (sonner keeps a hovered toast), over what comes next.
 */
export async function toastGone(page: Page, text: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.getByText(text)).toBeHidden();
}

/** The service worker has kept the whole app (its install is done) and controls the page: "after one visit". */
export async function appKept(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // The install keeps the whole app first (some 190 files): seconds on a busy machine.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** Whether the queries kept on the device (lib/persisted-cache.ts) hold one whose key starts with `first`. */
export function queryKept(page: Page, first: string): Promise<boolean> {
  return page.evaluate(
    async (first) =>
      // Opened only once the app has made it: opening it first would make it without its store.
      (await indexedDB.databases()).some((db) => db.name === 'myfridge-cache') &&
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('myfridge-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve(false);
          const read = db.transaction('kv').objectStore('kv').get('queries');
          read.onerror = () => resolve(false);
          read.onsuccess = () => {
            const kept = read.result as { queries?: { queryKey: unknown[] }[] } | undefined;
            resolve(kept?.queries?.some((q) => q.queryKey[0] === first) ?? false);
            db.close();
          };
        };
      }),
    first,
  );
}

/** The fridge the page shows is kept on the device (lib/persisted-cache.ts saves it a moment after it arrives). */
export async function fridgeKept(page: Page): Promise<void> {
  await expect.poll(() => queryKept(page, 'fridge-items')).toBe(true);
}
