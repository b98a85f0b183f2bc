import { expect, test, type Page } from '@playwright/test';
import { appStarted, queryKept, signUpVerified } from './support';

// The browser's language, one context each: the page's own steps are the same in all three. That Italian is
// the default of an Italian browser, with <html lang>, is checked in home-prerendered.spec.ts.
test("the app speaks the browser's language, and Italian when it does not speak the browser's", async ({
  browser,
  baseURL,
  viewport,
}) => {
  for (const [locale, heading, lang] of [
    ['en-US', 'My fridge', 'en'],
    ['de-DE', 'Il mio frigo', 'it'],
  ] as const) {
    await test.step(`a browser in ${locale}`, async () => {
      const context = await browser.newContext({ baseURL: baseURL!, locale, viewport });
      const page = await context.newPage();
      await page.goto('/');
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    });
  }
});

// A guest's switch, which the account keeps too; signed out, the device still speaks it after a reload (and
// the next visit's home page, in home-prerendered.spec.ts).
test("switching language from the menu changes the texts and survives a reload; a guest's choice is saved on the guest's account too", async ({
  page,
  baseURL,
}) => {
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  await page.goto('/fridge');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /Foto/ })).toHaveAttribute('href', /^https:\/\//);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/locale') && r.request().method() === 'PUT',
  );
  await menu.getByRole('button', { name: 'English' }).click();
  expect((await saved).status()).toBe(200);
  await expect(menu.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(menu.getByRole('link', { name: /Photos/ })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My fridge' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prizes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { locale: string };
  };
  expect(session.user.locale).toBe('en');

  // Signed out, no account says the language: the device keeps it across a reload.
  expect(
    (await page.request.post('/api/auth/sign-out', { data: {}, headers: { Origin: baseURL! } })).ok(),
  ).toBe(true);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  await page.reload();
  await expect(page.getByText('Your fridge is empty.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/tutorial');
  await expect(page.locator('figure img')).toHaveAttribute(
    'src',
    '/onboarding/slides/en/tutorial_1_lifebag.jpg',
  );
});

// The device keeps its data (the session among it) a second after a change, its language choice at once: an
// app closed within that second keeps a session in the language before. Should that session have ended on
// the server meanwhile (a sign-out elsewhere), its language is nobody's: the device's choice stays.
test("a session kept on the device does not override the device's language: only the server's answer does", async ({
  page,
  baseURL,
}) => {
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  await page.goto('/fridge');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await expect.poll(() => queryKept(page, 'session')).toBe(true);
  // English chosen on the device a moment before it closed: the kept session still says Italian.
  await page.evaluate(() => {
    localStorage.setItem('language', 'en');
    document.cookie = 'lang=en; path=/; max-age=31536000; samesite=lax';
  });
  expect(
    (await page.request.post('/api/auth/sign-out', { data: {}, headers: { Origin: baseURL! } })).ok(),
  ).toBe(true);

  // A slow signal: the app starts from what the device kept before the server says who is signed in.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await answered;
    await route.fallback();
  });
  await page.reload();
  await appStarted(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const sessionRead = page.waitForResponse((r) => r.url().endsWith('/api/auth/get-session'));
  answer();
  expect(await (await sessionRead).json()).toBeNull();
  await expect(page.getByText('Your fridge is empty.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.unrouteAll();
  await page.goto('/tutorial');
  await appStarted(page);
  await expect(page.locator('figure img')).toHaveAttribute(
    'src',
    '/onboarding/slides/en/tutorial_1_lifebag.jpg',
  );
});

/** Opens the side menu, chooses English, and waits until the account has saved it. */
async function chooseEnglishSaved(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/locale') && r.request().method() === 'PUT',
  );
  await menu.getByRole('button', { name: 'English' }).click();
  expect((await saved).status()).toBe(200);
  await menu.getByRole('button', { name: 'Close menu' }).click();
}

test("the language chosen while signed in is the account's: signing in on a new device speaks it", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpVerified(page, baseURL!, 'lingua');
  await page.goto('/fridge');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await chooseEnglishSaved(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My fridge' })).toBeVisible();

  // Another device, with an Italian browser and nothing stored.
  const device = await browser.newContext({
    baseURL: baseURL!,
    locale: 'it-IT',
    viewport: page.viewportSize(),
  });
  const phone = await device.newPage();
  await phone.goto('/login');
  await expect(phone.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await phone.getByLabel('E-mail', { exact: true }).fill(email);
  await phone.getByLabel('Password', { exact: true }).fill('sacchetti-nel-frigo-2026');
  await phone.getByRole('button', { name: 'Accedi' }).click();
  await expect(phone).toHaveURL('/profile');
  await expect(phone.getByText('Hello, Ada!')).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await device.close();
});
