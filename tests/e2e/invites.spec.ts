import { expect, test } from '@playwright/test';
import { signUpVerified } from './support';

test('a friend enters my invite code once; my own code is refused', async ({ browser, page, baseURL }) => {
  await signUpVerified(page, baseURL!, 'invites');
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
  await signUpVerified(friend, baseURL!, 'invites');
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
