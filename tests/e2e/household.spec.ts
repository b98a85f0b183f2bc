// Two people in one household, each in their own browser: one makes it and shares a code as a link, the
// other joins with it, and what one adds to the shared fridge appears on the other's screen without a reload.
import { expect, test, type Page } from '@playwright/test';
import { addThroughTheForm } from './fridge-support';
import { checkScreen } from './screens';
import { appKept, signUpVerified, toastGone } from './support';

/** Ada, signed up on `page`, owns Casa Rossi, made through the API. */
async function ownerOfCasaRossi(page: Page, baseURL: string): Promise<void> {
  await signUpVerified(page, baseURL, 'household');
  const made = await page.request.post('/api/household', {
    data: { name: 'Casa Rossi' },
    headers: { Origin: baseURL },
  });
  expect(made.ok()).toBe(true);
}

test('two members share one fridge: a change on one phone appears on the other at once', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  // Two accounts made in two browsers, and the few seconds in which eating can be undone before it is sent:
  // about 20 s here, more on a busy machine.
  test.slow();
  await signUpVerified(page, baseURL!, 'household');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'La tua casa' }).click();
  await expect(page).toHaveURL('/household');
  await page.getByLabel('Il suo nome').fill('Casa Rossi');
  await page.getByRole('button', { name: 'Crea la casa' }).click();
  await expect(page.getByText('Casa Rossi è pronta: ora invita gli altri.')).toBeVisible();
  // The other member's account, made meanwhile: the toast sits over the codes' button at 390×844 for its
  // three seconds.
  const other = await browser.newPage({ baseURL: baseURL! });
  await signUpVerified(other, baseURL!, 'household', 'it', 'Bruno');
  await toastGone(page, 'Casa Rossi è pronta: ora invita gli altri.');
  const codes = page.getByRole('region', { name: 'Invita qualcuno' });
  await codes.getByRole('button', { name: 'Nuovo codice' }).click();
  const shown = codes.locator('.font-mono');
  await expect(shown).toHaveCount(1);
  const code = (await shown.textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

  // The other member follows the shared link: the code is filled in, and joining comes first.
  await other.goto(`/household?code=${code}`);
  await expect(other.getByLabel('Codice')).toHaveValue(code);
  await checkScreen(other, testInfo, 'household-joining');
  await other.getByRole('button', { name: 'Entra', exact: true }).click();
  // Joining is a request and a read of the household again: past the usual 10 s on a loaded machine (CI
  // missed the toast once), while the toast itself shows for a few seconds only.
  await expect(other.getByText('Benvenuto in Casa Rossi!')).toBeVisible({ timeout: 30_000 });
  await expect(other).toHaveURL('/household');
  await expect(other.getByRole('region', { name: 'Chi ne fa parte' }).getByText('Bruno (tu)')).toBeVisible();
  // The owner sees Bruno arrive without reloading.
  const members = page.getByRole('region', { name: 'Chi ne fa parte' });
  await expect(members.getByText('Bruno', { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, 'household-owner');

  await page.getByRole('link', { name: 'Apri il frigo condiviso' }).click();
  await other.getByRole('link', { name: 'Apri il frigo condiviso' }).click();
  await expect(other.getByRole('button', { name: 'Aggiungi il primo alimento' })).toBeVisible();
  await addThroughTheForm(page, 'Verdura', 'Carote', 'Aggiungi il primo alimento');
  await expect(page.getByText('Alimento aggiunto al frigo')).toBeVisible();

  // Bruno's fridge shows the carrots, and who added them, without a reload.
  const tile = other.getByRole('article').filter({ hasText: 'Carote' });
  await expect(tile).toBeVisible();
  await expect(tile.getByText('di Ada')).toBeVisible();
  // Bruno eats them: they leave Ada's fridge too.
  await tile.getByRole('button', { name: 'Apri Carote' }).click();
  const detail = other.getByRole('dialog', { name: 'Carote' });
  await expect(detail.getByText('Ada', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Consumato' }).click({ timeout: 1500 });
  await expect(page.getByRole('article').filter({ hasText: 'Carote' })).toHaveCount(0);

  // Bruno added nothing himself; the household's figures count the carrots he ate.
  await other.goto('/profile/impact');
  await expect(other.getByText(/Ancora niente da mostrare/)).toBeVisible();
  await other.getByRole('button', { name: 'Casa Rossi' }).click();
  await expect(other.getByRole('button', { name: 'Casa Rossi' })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByText('del cibo della casa mangiato in tempo')).toBeVisible();
  await expect(other.getByText(/a persona \(2 persone\)/)).toBeVisible();
  await checkScreen(other, testInfo, 'household-impact');

  await other.close();
});

test("offline, a change of the household says so at once and is not made later; the owner hands the household over and leaves, and the new owner's screen follows without a reload", async ({
  browser,
  page,
  baseURL,
}) => {
  // The household is made through the API: the screens for it are the test above.
  const headers = { Origin: baseURL! };
  await ownerOfCasaRossi(page, baseURL!);

  await test.step('offline, a change of the household says so at once and is not made later', async () => {
    await page.goto('/household');
    const codes = page.getByRole('region', { name: 'Invita qualcuno' });
    const newCode = codes.getByRole('button', { name: 'Nuovo codice' });
    await expect(newCode).toBeEnabled();
    // After one visit: the app is kept on the phone, so its toasts can be shown offline.
    await appKept(page);

    await page.context().setOffline(true);
    await newCode.click();
    await expect(page.getByText('Connessione non riuscita: controlla la rete e riprova.')).toBeVisible();
    await expect(newCode).toBeEnabled();
    await page.context().setOffline(false);
    // Back online, the refused change is not sent behind the user's back.
    await page.waitForTimeout(1500);
    const { household } = (await (await page.request.get('/api/household')).json()) as {
      household: { invites: unknown[] };
    };
    expect(household.invites).toHaveLength(0);
  });

  const invite = await page.request.post('/api/household/invites', { headers });
  const { code } = (await invite.json()) as { code: string };
  const other = await browser.newPage({ baseURL: baseURL! });
  await signUpVerified(other, baseURL!, 'household', 'it', 'Bruno');
  expect((await other.request.post('/api/household/join', { data: { code }, headers })).ok()).toBe(true);
  await other.goto('/household');
  await expect(other.getByRole('region', { name: 'Chi ne fa parte' }).getByText('Ada')).toBeVisible();
  await expect(other.getByRole('region', { name: 'Invita qualcuno' })).toHaveCount(0);

  await page.goto('/household');
  const members = page.getByRole('region', { name: 'Chi ne fa parte' });
  await members.getByRole('button', { name: 'Rendi proprietario' }).click();
  await page
    .getByRole('dialog', { name: 'Rendere Bruno proprietario?' })
    .getByRole('button', { name: 'Rendi proprietario' })
    .click();
  await expect(page.getByText('Ora il proprietario è Bruno.')).toBeVisible();
  // Bruno, now the owner, can invite at once.
  await expect(other.getByRole('region', { name: 'Invita qualcuno' })).toBeVisible();
  await toastGone(page, 'Ora il proprietario è Bruno.');
  await members.getByRole('button', { name: 'Esci dalla casa' }).click();
  await page
    .getByRole('dialog', { name: 'Uscire da Casa Rossi?' })
    .getByRole('button', { name: 'Esci' })
    .click();
  await expect(page.getByText('Sei uscito dalla casa.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crea la casa' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Chi ne fa parte' }).getByText('Ada')).toHaveCount(0);
  await other.close();
});

test('a wrong code is refused under the field, repeated ones make the account wait, and a guest is asked to create the account', async ({
  browser,
  page,
  baseURL,
}) => {
  await signUpVerified(page, baseURL!, 'household');
  await page.goto('/household?code=ZZZZZZZZ');
  const join = page.getByRole('button', { name: 'Entra', exact: true });
  await join.click();
  await expect(page.getByText('Questo codice non funziona: controllalo o chiedine uno nuovo.')).toBeVisible();
  // A few more wrong tries, and the account waits before the next (1 s, 2 s, 4 s …): said under the field.
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 12) {
    const answered = page.waitForResponse('**/api/household/join');
    await join.click();
    statuses.push((await answered).status());
  }
  expect(statuses.slice(0, 4)).toEqual([422, 422, 422, 422]);
  await expect(
    page
      .getByRole('region', { name: 'Entra in una casa' })
      .getByText(
        /^Sono stati provati troppi codici sbagliati\. Riprova tra (?:1 secondo|(?!1 )\d+ secondi)\.$/,
      ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crea la casa' })).toBeVisible();

  const guest = await browser.newPage({ baseURL: baseURL! });
  await guest.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  await guest.goto('/household?code=ABCD2345');
  await expect(guest.getByText('Crea il tuo account per condividere il frigo')).toBeVisible();
  // The new account comes back to the link's code.
  await guest.getByRole('link', { name: "Crea l'account" }).click();
  await expect(guest).toHaveURL(`/profile/create?redirect=${encodeURIComponent('/household?code=ABCD2345')}`);
  await guest.close();
});
