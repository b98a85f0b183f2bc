// Every screen a visitor lands on arrives drawn by the server, with their data, and the app takes that page
// over as it is (hydration): not one element of the first draw is replaced, React reports no mismatch, and
// the Content-Security-Policy refuses nothing the app does.
// The service worker is kept out, so that every visit is a first one and reaches the server; a returning
// visit, with the worker in charge and the data kept on the device, is taken over alike.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { guestWithFoods } from './fridge-support';
import { appKept, appStarted, fridgeKept, holdAppCode, signUpVerified } from './support';

type Language = 'it' | 'en';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-US' };

/** The screens open to everybody, and those with the signed-in user's data. */
const OPEN = [
  ...['/', '/tutorial', '/terms', '/privacy', '/login', '/signup', '/forgot-password'],
  // An e-mail's links (their tokens unknown here: the pages say so, as they do for an expired one).
  ...['/reset-password?token=abc&email=ada%40example.com', '/unsubscribe?token=abc'],
  ...['/help', '/help/how-to-install', '/help/how-to-fridge'],
];
const WITH_DATA = ['/fridge', '/prizes', '/buy', '/profile', '/help/how-to-bags'];
/** The account's forms: making one (a guest's way to keep the fridge), and changing it. */
const FORMS = ['/profile/create', '/profile/edit', '/profile/edit/set-password'];

/** A page that notes what the server drew before any of the app's code runs, and what React reports. */
async function watchedPage(browser: Browser, language: Language, { worker = false } = {}) {
  const context = await browser.newContext({
    locale: LOCALES[language],
    serviceWorkers: worker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  // What the page's Content-Security-Policy refused (an eval, an inline script) is reported too.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
    );
  });
  // The parser has finished and no script of the page has run yet (module scripts run after this).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      const seen = window as unknown as { drawn: Element[]; drawnText: string };
      seen.drawn = root ? [...root.querySelectorAll('*')] : [];
      seen.drawnText = root?.textContent ?? '';
    });
  });
  const reports: string[] = [];
  page.on('pageerror', (error) => reports.push(error.message));
  page.on('console', (message) => {
    if (
      ['error', 'warning'].includes(message.type()) &&
      /hydrat|#418|#423|#425|CSP violation/i.test(message.text())
    )
      reports.push(message.text());
  });
  return { context, page, reports };
}

/** A watched page in Italian of a guest with `slugs` in the fridge (a guest needs a page of the site first). */
async function guestWatched(browser: Browser, baseURL: string, slugs: string[], { worker = false } = {}) {
  const watched = await watchedPage(browser, 'it', { worker });
  await watched.page.goto('/help');
  await guestWithFoods(
    watched.page,
    baseURL,
    slugs.map((slug) => ({ slug })),
  );
  return watched;
}

/**
 * Opens `path`: it arrives drawn by the server (showing `shows`, when given), and once the app has started
 * every element of that first draw is still in the page, with nothing reported.
 */
async function takenOver(page: Page, reports: string[], path: string, shows?: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await appStarted(page);
    const { drawn, kept, text, replaced } = await page.evaluate(() => {
      const seen = window as unknown as { drawn: Element[]; drawnText: string };
      const gone = seen.drawn.filter((element) => !element.isConnected);
      return {
        drawn: seen.drawn.length,
        kept: seen.drawn.length - gone.length,
        text: seen.drawnText,
        replaced: gone.slice(0, 3).map((element) => element.outerHTML.slice(0, 120)),
      };
    });
    expect(drawn, 'drawn by the server').toBeGreaterThan(10);
    if (shows) expect(text).toContain(shows);
    expect(replaced, 'elements of the first draw replaced').toEqual([]);
    expect(kept).toBe(drawn);
    expect(reports).toEqual([]);
  });
}

for (const language of ['it', 'en'] as const) {
  const lemons = language === 'it' ? 'Limoni' : 'Lemons';

  test(`in ${language}, signed out, every screen is taken over as the server drew it`, async ({
    browser,
  }) => {
    const { context, page, reports } = await watchedPage(browser, language);
    for (const path of [...OPEN, ...WITH_DATA]) await takenOver(page, reports, path);
    await context.close();
  });

  test(`in ${language}, signed in, every screen is taken over as the server drew it, with the user’s data`, async ({
    browser,
    baseURL,
  }) => {
    const guest = await watchedPage(browser, language);
    await guest.page.goto('/help');
    await guestWithFoods(guest.page, baseURL!, [{ slug: 'lemons' }, { slug: 'carrots' }]);
    await takenOver(guest.page, guest.reports, '/fridge', lemons);
    for (const path of [...OPEN, ...WITH_DATA.slice(1), '/profile/impact', '/household', ...FORMS]) {
      await takenOver(guest.page, guest.reports, path);
    }
    await guest.context.close();

    const registered = await watchedPage(browser, language);
    await signUpVerified(registered.page, baseURL!, 'hydration', language, 'Grace');
    await takenOver(registered.page, registered.reports, '/profile', 'Grace');
    // The profile's form arrives filled with the account's names.
    await takenOver(registered.page, registered.reports, '/profile/edit');
    await expect(
      registered.page.getByLabel(language === 'it' ? 'Nome' : 'First name', { exact: true }),
    ).toHaveValue('Grace');
    await registered.context.close();
  });
}

test('a returning visit, the worker in charge and the data kept on the device, is taken over as the server drew it', async ({
  browser,
  baseURL,
}) => {
  const { context, page, reports } = await guestWatched(browser, baseURL!, ['lemons', 'carrots'], {
    worker: true,
  });
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  await appKept(page);
  await fridgeKept(page);
  for (const path of ['/fridge', '/prizes', '/profile', '/profile/impact', '/']) {
    await takenOver(page, reports, path, path === '/fridge' ? 'Limoni' : undefined);
  }
  await context.close();
});

test('a tap on a part of the screen React takes over last, made before the app has started, is answered once it has', async ({
  browser,
  baseURL,
}) => {
  const { context, page, reports } = await guestWatched(browser, baseURL!, ['lemons', 'carrots']);
  // The app's code is slow to come; the fridge is already drawn.
  const release = await holdAppCode(page);
  await page.goto('/fridge');
  await page.getByRole('tab', { name: 'Verdura' }).click();
  release();
  await appStarted(page);
  await expect(page.getByRole('tab', { name: 'Verdura' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Carote')).toBeVisible();
  await expect(page.getByText('Limoni')).toHaveCount(0);
  expect(reports).toEqual([]);

  await test.step('a tab that answers the press rather than the click (the prizes’ tabs) is chosen too', async () => {
    const release = await holdAppCode(page);
    await page.goto('/prizes');
    await page.getByRole('tab', { name: 'Completati' }).click();
    release();
    await appStarted(page);
    await expect(page.getByRole('tab', { name: 'Completati' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('a form sent before the app has started is not sent by the browser, with the password in the address', async () => {
    const release = await holdAppCode(page);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-in-the-address');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    release();
    await appStarted(page);
    expect(page.url()).toBe(`${baseURL}/login`);
  });
  await context.close();
});

// The server draws the view the user chose on this device (shelves or list): were it to draw the other, the
// layout would change under the finger as the app takes the page over, and a tap would land elsewhere.
test('a fridge seen as a list arrives as a list, and the app takes it over as it is', async ({
  browser,
  baseURL,
}) => {
  const { context, page, reports } = await guestWatched(browser, baseURL!, ['pears', 'lemons']);
  await page.goto('/fridge');
  await appStarted(page);
  await page.getByRole('button', { name: 'Elenco' }).click();
  await expect(page.getByRole('list').getByText('Pere')).toBeVisible();
  await takenOver(page, reports, '/fridge', 'Pere');
  await expect(page.getByRole('button', { name: 'Elenco' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.querySelectorAll('[role=tabpanel] li').length)).toBe(2);

  await test.step('the shelves, chosen again, arrive as shelves', async () => {
    await page.getByRole('button', { name: 'Ripiani' }).click();
    await takenOver(page, reports, '/fridge', 'Pere');
    expect(await page.evaluate(() => document.querySelectorAll('[role=tabpanel] li').length)).toBe(0);
  });
  await context.close();
});

// Were it taken back to the top, a tap aimed just before would meet whatever came under the finger instead.
test('a page scrolled before the app has started stays where it was once it has', async ({ browser }) => {
  const { context, page, reports } = await watchedPage(browser, 'it');
  const release = await holdAppCode(page);
  await page.goto('/prizes');
  const coupons = page.getByRole('heading', { name: 'Buoni sconto' });
  await coupons.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  release();
  await appStarted(page);
  // The first screen is drawn and its effects have run: a scroll to the top would have happened by now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  await expect(coupons).toBeInViewport();
  expect(reports).toEqual([]);

  await test.step('a later move to another screen still starts at its top', async () => {
    await page
      .getByRole('navigation', { name: 'Sezioni principali' })
      .getByRole('link', { name: 'Acquista' })
      .click();
    await expect(page).toHaveURL(/\/buy$/);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
  await context.close();
});

test('what was typed before the app has started is the form’s once it has', async ({ browser, baseURL }) => {
  const { context, page, reports } = await watchedPage(browser, 'it');
  await signUpVerified(page, baseURL!, 'typed-early');
  const release = await holdAppCode(page);
  await page.goto('/profile');
  const invite = page.getByRole('region', { name: 'Invita gli amici' });
  await invite.getByLabel('Hai il codice di un amico? Inseriscilo qui').fill('ABCDEFGH');
  release();
  await appStarted(page);
  await expect(invite.getByLabel('Hai il codice di un amico? Inseriscilo qui')).toHaveValue('ABCDEFGH');
  await expect(invite.getByRole('button', { name: 'Invia' })).toBeEnabled();
  expect(reports).toEqual([]);
  await context.close();
});

// Typed at the moment React starts listening, before it has taken the field over: the value is in the field,
// but React, taking the field over with it, sees no change when the typing is announced.
test('what was typed as the app takes the page over is the form’s once it has', async ({
  browser,
  baseURL,
}) => {
  const { context, page, reports } = await watchedPage(browser, 'it');
  await signUpVerified(page, baseURL!, 'typed-while-hydrating');
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!('appListening' in document.documentElement.dataset)) return;
      observer.disconnect();
      const label = [...document.querySelectorAll('label')].find(
        (l) => l.textContent === 'Hai il codice di un amico? Inseriscilo qui',
      );
      const field = label?.control;
      if (!(field instanceof HTMLInputElement) || '__typed' in window) return;
      (window as { __typed?: boolean }).__typed = true;
      field.value = 'ABCDEFGH';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-listening'] });
  });
  await page.goto('/profile');
  await appStarted(page);
  expect(await page.evaluate(() => '__typed' in window)).toBe(true);
  const invite = page.getByRole('region', { name: 'Invita gli amici' });
  await expect(invite.getByLabel('Hai il codice di un amico? Inseriscilo qui')).toHaveValue('ABCDEFGH');
  await expect(invite.getByRole('button', { name: 'Invia' })).toBeEnabled();
  expect(reports).toEqual([]);
  await context.close();
});

test('a form tapped before the app has started is sent, once it has, with what was typed', async ({
  browser,
}) => {
  const { context, page, reports } = await watchedPage(browser, 'it');
  const release = await holdAppCode(page);
  await page.goto('/reset-password?token=not-a-real-one&email=ada%40example.com');
  await page.getByLabel('Nuova password', { exact: true }).fill('fragole-ben-conservate');
  await page.getByLabel('Conferma password', { exact: true }).fill('fragole-ben-conservate');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/reset-password'));
  release();
  await appStarted(page);
  expect((await sent).postDataJSON()).toMatchObject({
    token: 'not-a-real-one',
    password: 'fragole-ben-conservate',
    confirmPassword: 'fragole-ben-conservate',
  });
  expect(reports).toEqual([]);
  await context.close();
});

// React takes the page over in parts: the frame and its first effects first (the app has started), then the
// screen inside it, a moment later on a slow phone. A tap on the screen meanwhile is one React cannot answer
// yet, and it does not answer it later either: the app taps again once the part is React's.
test('a tap, typing and a choice just after the app has started, before React has taken the screen over, are the form’s', async ({
  browser,
  baseURL,
}) => {
  const { context, page, reports } = await watchedPage(browser, 'it');
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!('appStarted' in document.documentElement.dataset)) return;
      observer.disconnect();
      const field = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Nome')?.control;
      const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Salva');
      const gender = [...document.querySelectorAll('label')].find(
        (l) => l.textContent === 'Preferisco non dirlo',
      )?.control;
      if (!(field instanceof HTMLInputElement) || !(gender instanceof HTMLInputElement) || !save) return;
      // Not yet React's: what is done to it now reaches no handler of the app.
      const reacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      (window as { __early?: boolean }).__early = !reacts(save) && !reacts(field);
      field.value = 'Ada';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      gender.click();
      save.click();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-started'] });
  });
  await page.goto('/profile/edit');
  await appStarted(page);
  expect(await page.evaluate(() => (window as { __early?: boolean }).__early)).toBe(true);
  await expect(page.getByText('Il cognome è obbligatorio')).toBeVisible();
  await expect(page.getByText('Il nome è obbligatorio')).toHaveCount(0);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ada');
  await expect(page.getByText('Il genere è obbligatorio')).toHaveCount(0);
  await expect(page.getByLabel('Preferisco non dirlo')).toBeChecked();
  expect(reports).toEqual([]);
  await context.close();
});
