// Deleting from the item detail asks first, in the list view's words; cancelling keeps the item. One visit, in
// Italian: the English words of the same steps are held by the locale test.
import { expect, test } from '@playwright/test';
import { guestWithFoods } from './fridge-support';
import { checkScreen } from './screens';
import { appKept } from './support';

test('delete in the item detail asks first; Annulla and the phone’s Back keep the item, Elimina removes it', async ({
  page,
  baseURL,
}, testInfo) => {
  await guestWithFoods(page, baseURL!, [{ slug: 'lemons' }]);
  await page.goto('/fridge');
  await page.getByRole('button', { name: 'Apri Limoni' }).click();
  const detail = page.getByRole('dialog', { name: 'Limoni' });
  await detail.getByRole('button', { name: 'Elimina' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare Limoni?' });
  await expect(confirm.getByText('Esce dal tuo frigo e i suoi promemoria vengono annullati.')).toBeVisible();
  await checkScreen(page, testInfo, 'detail-confirm-delete-390x844');
  await confirm.getByRole('button', { name: 'Annulla' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Chiudi' }).click();
  // Reloaded once the service worker has taken the page: a reload sent by the test while the worker of a
  // first visit was activating hung once in Chromium, reaching neither the worker nor the server (not seen
  // again in 50 runs). What this test checks is the item kept, not reloads during an install.
  await appKept(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();

  await test.step('the phone’s Back cancels the question and keeps the item', async () => {
    await page.getByRole('button', { name: 'Apri Limoni' }).click();
    await detail.getByRole('button', { name: 'Elimina' }).click();
    await expect(
      confirm.getByText('Esce dal tuo frigo e i suoi promemoria vengono annullati.'),
    ).toBeVisible();
    await page.goBack();
    await expect(confirm).toBeHidden();
    await expect(detail).toBeVisible();
    await page.goBack();
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL('/fridge');
    await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  });

  await page.getByRole('button', { name: 'Apri Limoni' }).click();
  await detail.getByRole('button', { name: 'Elimina' }).click();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Alimento eliminato')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Il tuo frigo è vuoto.')).toBeVisible();
});
