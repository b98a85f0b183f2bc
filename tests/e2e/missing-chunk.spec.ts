import { expect, test } from '@playwright/test';

// The worker would answer from its kept copy: here the network itself must fail.
test.use({ serviceWorkers: 'block' });

test('a screen whose code cannot be loaded is tried again, then offers a reload, never a blank page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  let refused = 0;
  await page.route(/\/assets\/buy-[^/]*\.js$/, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/buy');
  await expect(page.getByRole('alert')).toContainText(
    'Non è stato possibile caricare questa parte dell’app.',
  );
  // Tried more than once before giving up.
  expect(refused).toBeGreaterThan(1);
  await expect(page.getByText('Qualcosa è andato storto!')).toHaveCount(0);

  await page.unroute(/\/assets\/buy-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Ricarica' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a dialog whose code fails once is loaded on the next try', async ({ page }) => {
  await page.goto('/');
  let refused = 0;
  await page.route(/\/assets\/menu-sheet-[^/]*\.js$/, (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(refused).toBe(1);
});
