// What went wrong is said in the user's language: a lost connection is not the browser's "Failed to fetch".
import { expect, test } from '@playwright/test';
import { guestWithFoods, openFridgeInTheApp } from './fridge-support';

test('the fridge that cannot load for want of a connection says so in Italian', async ({ page, baseURL }) => {
  await guestWithFoods(page, baseURL!, []);
  await page.route('**/api/fridge-items?**', (route) => route.abort('internetdisconnected'));
  await openFridgeInTheApp(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Errore nel caricamento degli alimenti: Connessione non riuscita: controlla la rete e riprova.',
    { timeout: 15_000 },
  );
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('and in English', async ({ page, baseURL }) => {
    await guestWithFoods(page, baseURL!, []);
    await page.route('**/api/fridge-items?**', (route) => route.abort('internetdisconnected'));
    await openFridgeInTheApp(page, 'Fridge');
    await expect(page.getByRole('alert')).toHaveText(
      'Error loading fridge items: Could not connect: check your connection and try again.',
      { timeout: 15_000 },
    );
  });
});
