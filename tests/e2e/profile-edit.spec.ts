import { expect, test } from '@playwright/test';

// A minimal valid PNG (1×1 pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('edit the profile: messages under the fields, a picture, then "Profile updated successfully"', async ({
  page,
  baseURL,
}) => {
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Modifica profilo' }).click();
  await expect(page).toHaveURL('/profile/edit');
  // The address changes first, while the screen's code is on its way; the profile's own "Salva le
  // preferenze" is still there meanwhile.
  await expect(page.getByRole('heading', { name: 'Modifica profilo' })).toBeVisible();

  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();
  await expect(page.getByText('Il cognome è obbligatorio')).toBeVisible();
  await expect(page.getByText('Il numero di telefono è obbligatorio')).toBeVisible();
  await expect(page.getByText('Data di nascita non valida')).toBeVisible();
  await expect(page.getByText('Il genere è obbligatorio')).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('Ada');
  await page.getByLabel('Cognome', { exact: true }).fill('Lovelace');
  await page.getByLabel('Numero di telefono', { exact: true }).fill('+39 333 1234567');
  await page.getByLabel('Data di nascita', { exact: true }).fill('1990-12-10');
  await page.getByLabel('Preferisco non dirlo').check();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('La foto del profilo è obbligatoria')).toBeVisible();

  await page
    .getByLabel('Foto del profilo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Profilo aggiornato con successo')).toBeVisible();

  await page.goto('/profile/edit');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ada');
  await expect(page.getByRole('img', { name: 'La tua foto del profilo' })).toHaveAttribute(
    'src',
    /\/storage\/public\/avatars\//,
  );
});
