// A guest creates the account from the profile and keeps the same profile; it greets them by the first name
// given then, and by the display name and with the picture once the profile is edited.
import { expect, test } from '@playwright/test';
import { codeFrom, latestMail, uniqueEmail } from './support';

// A minimal valid PNG (1×1 pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a guest creates the account (e-mail, code, first name and password), keeps the same profile, and is greeted by the first name, then by the display name, with the picture', async ({
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

  // The name is asked for with the password, and checked like at sign-up.
  await page.getByLabel('Nuova password', { exact: true }).fill('mirtilli-nel-sacchetto');
  await page.getByLabel('Conferma password', { exact: true }).fill('mirtilli-nel-sacchetto');
  await page.getByRole('button', { name: "Crea l'account" }).click();
  await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill('Grace');
  await page.getByRole('button', { name: "Crea l'account" }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Il tuo account è pronto: 5 punti per te!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Ciao, Grace!')).toBeVisible();
  await expect(page.getByText('5 punti', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crea il tuo account' })).toHaveCount(0);
  // No picture yet: the initial stands in for it.
  await expect(page.getByText('G', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'La tua foto del profilo' })).toHaveCount(0);

  await test.step('the display name and the picture, once the profile is edited', async () => {
    // Reached by its link: the form shows the profile as it is once the account is made, not as the
    // profile page read it while a guest.
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
});
