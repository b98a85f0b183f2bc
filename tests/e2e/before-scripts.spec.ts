// A page the server drew is on screen before any of its scripts has arrived (a slow signal, a busy phone
// fetching them): what is typed and tapped then is neither lost nor sent by the browser itself, the password
// in the address.
import { expect, test } from '@playwright/test';
import { appStarted, holdAppCode } from './support';

// Every visit a first one: a service worker in charge would answer the scripts from the device, unheld.
test.use({ serviceWorkers: 'block' });

test('typing and a tap on a form before any of the page’s scripts has arrived: not sent by the browser, answered once the app has started', async ({
  page,
  baseURL,
}) => {
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  const release = await holdAppCode(page, { pageScript: true });
  // The page's load waits for its scripts: the test goes on once the page is there.
  await page.goto('/profile/edit', { waitUntil: 'commit' });
  await page.getByLabel('Nome', { exact: true }).fill('Ada');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await page.waitForTimeout(500);
  expect(page.url()).toBe(`${baseURL}/profile/edit`);
  release();
  await appStarted(page);
  await expect(page.getByText('Il cognome è obbligatorio')).toBeVisible();
  await expect(page.getByText('Il nome è obbligatorio')).toHaveCount(0);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ada');

  await test.step('the sign-in: the password never in the address, and the answer shown', async () => {
    const release = await holdAppCode(page, { pageScript: true });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-in-the-address');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${baseURL}/login`);
    release();
    await appStarted(page);
    await expect(page.getByRole('alert')).toHaveText('E-mail o password non valide');
    expect(page.url()).toBe(`${baseURL}/login`);
  });
});

// What a page asks for before its first paint competes with the paint (on a slow signal, every request
// shares it): the app's code and the worker that names the time zone are asked for once the page is on the
// screen, as the browser reports its first paint with content, not merely after the frame is drawn (its paint
// reaches the screen later, on a slow phone tens of milliseconds later). The main thread is slowed as on one.
test('a page the server drew asks for the app’s code and its worker only once it is painted', async ({
  page,
  baseURL,
}) => {
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const paintedFirst = async (path: string) => {
    await page.goto(path);
    await appStarted(page);
    return page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/assets\/.*\.js$|\/zone-worker\.js$/.test(name))
        .filter((entry) => entry.startTime < painted)
        .map(({ name }) => new URL(name).pathname);
    });
  };
  for (let visit = 1; visit <= 2; visit++)
    expect(await paintedFirst('/help'), `/help, visit ${visit}`).toEqual([]);
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  for (let visit = 1; visit <= 2; visit++)
    expect(await paintedFirst('/prizes'), `/prizes, visit ${visit}`).toEqual([]);
});
