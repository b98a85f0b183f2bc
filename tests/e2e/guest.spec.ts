import { expect, test } from '@playwright/test';
import { codeFrom, latestMail, uniqueEmail } from './support';

test('a guest creates the account (e-mail, code, first name and password) and keeps the same profile', async ({
  page,
  baseURL,
}) => {
  // Start as a guest, as "continue as guest" does: the request shares the page's cookies.
  const guest = await page.request.post('/api/auth/sign-in/anonymous', {
    data: {},
    headers: { Origin: baseURL! },
  });
  expect(guest.ok()).toBe(true);

  await page.goto('/profile');
  await expect(page.getByText('Ciao, ospite!')).toBeVisible();
  await page.getByRole('link', { name: 'Crea il tuo account' }).click();
  await expect(page).toHaveURL('/profile/create');

  const email = uniqueEmail('guest');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page
    .getByLabel('Codice', { exact: true })
    .fill(codeFrom(await latestMail(page.request, email, /codice/)));
  await page.getByRole('button', { name: 'Verifica' }).click();

  await page.getByLabel('Nome', { exact: true }).fill('Ada');
  await page.getByLabel('Nuova password', { exact: true }).fill('mirtilli-nel-sacchetto');
  await page.getByLabel('Conferma password', { exact: true }).fill('mirtilli-nel-sacchetto');
  await page.getByRole('button', { name: "Crea l'account" }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Il tuo account è pronto: 5 punti per te!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Ciao, Ada!')).toBeVisible();
  await expect(page.getByText('5 punti', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crea il tuo account' })).toHaveCount(0);
});
