// The screens a user can land on, for the web benchmarks: the site's pages as a first-time visitor opens
// them (signed out), the app's screens as a guest with foods in the fridge opens them (signed in).
import type { Page } from '@playwright/test';

export interface LandingRoute {
  path: string;
  signedIn: boolean;
}

// The signed-out pages first: a benchmark that keeps one cookie jar signs in once, after them.
// /help/how-to-fridge stands for the help's pages, which are alike.
export const LANDING_ROUTES: LandingRoute[] = [
  { path: '/', signedIn: false },
  { path: '/tutorial', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/signup', signedIn: false },
  { path: '/fridge', signedIn: true },
  { path: '/prizes', signedIn: true },
  { path: '/buy', signedIn: true },
  { path: '/profile', signedIn: true },
  { path: '/profile/impact', signedIn: true },
  { path: '/help', signedIn: true },
  { path: '/help/how-to-fridge', signedIn: true },
];

/** The button of the guest's first food on the fridge (guest-session.ts stores lemons first; Italian). */
export const FIRST_ITEM = '[aria-label="Apri Limoni"]';

/**
 * Opens `path` in `page` and checks that it shows what a user sees there: its heading, at that address (a
 * redirect, say to log in, would measure another screen). The problem found, or undefined.
 */
export async function landOn(page: Page, baseUrl: string, path: string): Promise<string | undefined> {
  await page.goto(baseUrl + path);
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  } catch {
    return `${path} shows no heading (h1)`;
  }
  const landed = new URL(page.url()).pathname;
  return landed === path ? undefined : `${path} took the user to ${landed}`;
}
