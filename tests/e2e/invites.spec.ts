import { expect, test, type Page } from '@playwright/test';
import { codeFrom, latestMail, uniqueEmail } from './support';

async function signUp(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const email = uniqueEmail('invites');
  const password = 'amici-nel-frigo-2026';
  await page.request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password },
    headers,
  });
  const otp = codeFrom(await latestMail(page.request, email, /codice/));
  expect(
    (await page.request.post('/api/auth/email-otp/verify-email', { data: { email, otp }, headers })).ok(),
  ).toBe(true);
}

test('a friend enters my invite code once; my own code is refused', async ({ browser, page, baseURL }) => {
  await signUp(page, baseURL!);
  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'Invita gli amici' });
  const code = (await mine.locator('.font-mono').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await mine.getByLabel('Hai il codice di un amico? Inseriscilo qui').fill(code);
  await mine.getByRole('button', { name: 'Invia' }).click();
  await expect(mine.getByRole('alert')).toHaveText(
    'Questo è il tuo codice invito: inserisci quello di un amico.',
  );

  const friend = await browser.newPage({ baseURL: baseURL! });
  await signUp(friend, baseURL!);
  await friend.goto('/profile');
  const theirs = friend.getByRole('region', { name: 'Invita gli amici' });
  await theirs.getByLabel('Hai il codice di un amico? Inseriscilo qui').fill(code.toLowerCase());
  await theirs.getByRole('button', { name: 'Invia' }).click();
  await expect(friend.getByText('Invito accettato')).toBeVisible();
  await theirs.getByLabel('Hai il codice di un amico? Inseriscilo qui').fill(code);
  await theirs.getByRole('button', { name: 'Invia' }).click();
  await expect(theirs.getByRole('alert')).toHaveText('Hai già usato un invito');

  await page.reload();
  await expect(page.getByText('1 amico si è iscritto')).toBeVisible();
  await friend.close();
});
