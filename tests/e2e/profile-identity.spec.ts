import { expect, test } from '@playwright/test';
import { codeFrom, latestMail, uniqueEmail } from './support';

// A minimal valid PNG (1×1 pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile greets the person by the name given when creating the account, then by the display name, with the picture', async ({
  page,
  baseURL,
}) => {
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  await page.goto('/profile/create');
  const email = uniqueEmail('identity');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page
    .getByLabel('Codice', { exact: true })
    .fill(codeFrom(await latestMail(page.request, email, /codice/)));
  await page.getByRole('button', { name: 'Verifica' }).click();

  // The name is asked for with the password, and checked like at sign-up.
  await page.getByLabel('Nuova password', { exact: true }).fill('mirtilli-nel-sacchetto');
  await page.getByLabel('Conferma password', { exact: true }).fill('mirtilli-nel-sacchetto');
  await page.getByRole('button', { name: "Crea l'account" }).click();
  await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill('Grace');
  await page.getByRole('button', { name: "Crea l'account" }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Ciao, Grace!')).toBeVisible();
  // No picture yet: the initial stands in for it.
  await expect(page.getByText('G', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'La tua foto del profilo' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Modifica profilo' }).click();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Grace');
  await page.getByLabel('Cognome', { exact: true }).fill('Hopper');
  await page.getByLabel('Nome visualizzato', { exact: true }).fill('Nonna Grace');
  await page.getByLabel('Numero di telefono', { exact: true }).fill('+39 333 1234567');
  await page.getByLabel('Data di nascita', { exact: true }).fill('1956-12-09');
  await page.getByLabel('Preferisco non dirlo').check();
  await page
    .getByLabel('Foto del profilo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Salva', exact: true }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Ciao, Nonna Grace!')).toBeVisible();
  const picture = page.getByRole('img', { name: 'La tua foto del profilo' });
  await expect(picture).toHaveAttribute('src', /\/storage\/public\/avatars\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
