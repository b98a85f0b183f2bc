import { expect, test, type Page } from '@playwright/test';
import { appStarted } from './support';

async function signInAsGuest(page: Page, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/anonymous', {
    data: {},
    headers: { Origin: baseURL },
  });
  expect(res.ok()).toBe(true);
}

test('the daily ping is sent once a day after sign-in, not again on reload', async ({ page, baseURL }) => {
  // The cookies each ping carried: they tell whose ping it was.
  const pings: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/rpc/ping')) pings.push(request.allHeaders().then((h) => h.cookie ?? ''));
  });
  await page.goto('/');
  await appStarted(page);
  expect(pings).toHaveLength(0);

  await signInAsGuest(page, baseURL!);
  await page.goto('/profile');
  await expect.poll(() => pings.length).toBe(1);
  const first = await pings[0]!;
  expect(first).not.toBe('');

  // The profile greets the guest only once the session is known, and the ping is decided with it.
  await page.reload();
  await expect(page.getByText('Ciao, ospite!')).toBeVisible();

  // Another guest on the same device must be pinged: once their ping has come, any repeat of the first
  // user's (decided before it) would have come too.
  await page.context().clearCookies();
  await signInAsGuest(page, baseURL!);
  await page.reload();
  await expect.poll(async () => (await Promise.all(pings)).filter((c) => c !== first).length).toBe(1);
  const all = await Promise.all(pings);
  expect(all).toHaveLength(2);
  expect(all[1]).not.toBe(first);
});
