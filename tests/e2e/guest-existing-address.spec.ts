import { expect, test } from '@playwright/test';
import { signUpVerified } from './support';

test('a guest whose address already has an account is told so, logs in from the offer, and keeps the item', async ({
  page,
  browser,
  baseURL,
}) => {
  // The account, made earlier on another device.
  const elsewhere = await browser.newContext({ baseURL: baseURL!, locale: 'it-IT' });
  const email = await signUpVerified(await elsewhere.newPage(), baseURL!, 'existing');
  await elsewhere.close();

  const headers = { Origin: baseURL! };
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const carrots = foods.find((f) => f.slug === 'carrots')!.id;
  expect(
    (await page.request.post('/api/fridge-items', { data: { foodId: carrots, bagSize: 'M' }, headers })).ok(),
  ).toBe(true);
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Crea il tuo account' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  const offer = page.getByRole('alert').filter({ hasText: 'Esiste già un account con questa e-mail' });
  await expect(offer).toBeVisible();
  await expect(page.getByLabel('Codice', { exact: true })).toHaveCount(0);

  await offer.getByRole('link', { name: 'Accedi con questa e-mail' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByText("Stai usando l'app come ospite: quando accedi")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('sacchetti-nel-frigo-2026');
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(page).toHaveURL('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Ciao, Ada!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
