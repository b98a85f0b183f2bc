import { expect, test } from '@playwright/test';
import { codeFrom, latestMail, linkFrom, signUpVerified, uniqueEmail } from './support';

const password = 'mirtilli-nel-sacchetto';

// Through the screens once, from the form to the profile, out and back in, and deleted; the other tests make
// their account through the API, as the screens' own part is here.
test('sign up, enter the code from the e-mail, be signed in with the first 5 points; a wrong password shows the message in the red box, the right one leads to the profile; delete the account after confirming with the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByLabel('Nome', { exact: true }).fill('Ada');
  await page.getByLabel('Cognome', { exact: true }).fill('Lovelace');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Conferma password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Abbiamo inviato un codice di 6 cifre')).toBeVisible();
  const mail = await latestMail(request, email, /codice/);
  await page.getByLabel('Codice', { exact: true }).fill(codeFrom(mail));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Ciao, Ada!')).toBeVisible();
  await expect(page.getByText('5 punti', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Accedi' }).last()).toBeVisible();

  await test.step('a wrong password shows the message in the red box, the right one leads to the profile', async () => {
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail o password non valide');

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Ciao, Ada!')).toBeVisible();
  });

  await test.step('delete the account after confirming with the password', async () => {
    await page.getByRole('button', { name: 'Elimina account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare il tuo account?' });
    await dialog.getByLabel('La tua password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Elimina per sempre' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Il tuo account è stato eliminato.')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail o password non valide');
  });
});

test('forgot password: the link in the e-mail sets a new password and lands on the profile', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await signUpVerified(page, baseURL!, 'forgot');
  // Signed out: the account's session is the API's, in this page's cookies.
  await page.context().clearCookies();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText('Se esiste un account con questa e-mail')).toBeVisible();

  const link = linkFrom(await latestMail(request, email, /Reimposta/));
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?.*token=/);
  await page.getByLabel('Nuova password', { exact: true }).fill('fragole-ben-conservate');
  await page.getByLabel('Conferma password', { exact: true }).fill('fragole-ben-conservate');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Ciao, Ada!')).toBeVisible();
});
