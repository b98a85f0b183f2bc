import { expect, test } from '@playwright/test';
import { addThroughTheForm } from './fridge-support';
import { checkScreen } from './screens';
import { signUpVerified } from './support';

test('five different fruits: the unlock toast appears live, and tapping it lands on /prizes', async ({
  page,
  baseURL,
}, testInfo) => {
  const headers = { Origin: baseURL! };
  // A registered user: a guest's summary leads to sign-up instead of saving.
  await signUpVerified(page, baseURL!, 'achievements');
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const id = (slug: string) => foods.find((f) => f.slug === slug)!.id;
  for (const slug of ['mandarins', 'mangoes', 'blueberries', 'pears']) {
    const res = await page.request.post('/api/fridge-items', {
      data: { foodId: id(slug), bagSize: 'M' },
      headers,
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Pere' })).toBeVisible();

  // The fifth fruit through the app's own dialog; the award arrives over the event stream, no reload.
  await addThroughTheForm(page, 'Frutta', 'Pesche');

  const toast = page.getByRole('button', {
    name: 'Nuovi traguardi sbloccati: 5 sacchetti usati, 5 frutti diversi, 5 sacchetti insieme e Novità: Pesche',
    exact: true,
  });
  await expect(toast).toBeVisible();
  // The toast slides while the 'added' one leaves and lasts 3 s: tap it as soon as it is there.
  await toast.dispatchEvent('click');
  await expect(page).toHaveURL('/prizes');
  // The list's own entries: the toast, dismissed by the tap, can still be leaving the screen.
  const achievements = page.getByRole('region', { name: 'Traguardi' });
  await achievements.getByRole('tab', { name: 'Completati' }).click();
  const item = achievements.getByRole('button', { name: /5 frutti diversi/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByText('Conserva 5 frutti diversi.')).toBeVisible();
  await expect(page.getByText('50 punti').filter({ visible: true })).toBeVisible();
  await expect(page.getByText(/^Completato il /).filter({ visible: true })).toBeVisible();
  await checkScreen(page, testInfo, 'prizes-completed-390x844');
  await achievements.getByRole('tab', { name: 'Disponibili' }).click();
  await expect(achievements.getByRole('button', { name: /5 frutti diversi/ })).toHaveCount(0);
});
