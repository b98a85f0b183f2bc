import { expect, test } from '@playwright/test';
import { checkScreen } from './screens';

test('the profile shows the level, the podium, my bags and the food types', async ({
  page,
  baseURL,
}, testInfo) => {
  const headers = { Origin: baseURL! };
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  await page.goto('/profile');
  await expect(page.getByText('Il tuo podio, i tuoi sacchetti')).toBeVisible();

  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const id = (slug: string) => foods.find((f) => f.slug === slug)!.id;
  for (const [slug, bagSize] of [
    ['carrots', 'L'],
    ['carrots', 'L'],
    ['lemons', 'S'],
    ['pears', 'M'],
  ] as const) {
    const res = await page.request.post('/api/fridge-items', {
      data: { foodId: id(slug), bagSize },
      headers,
    });
    expect(res.ok()).toBe(true);
  }
  await page.reload();
  const podium = page.getByRole('region', { name: 'Il tuo podio' });
  await expect(podium.getByRole('listitem').filter({ hasText: 'Oro' })).toContainText('Carote');
  await expect(podium.getByRole('listitem').filter({ hasText: 'Oro' })).toContainText('2 volte');
  const bags = page.getByRole('region', { name: 'I miei sacchetti' });
  await expect(bags.getByText('Sacchetto L')).toBeVisible();
  await expect(bags.getByText('2 in uso')).toBeVisible();
  const types = page.getByRole('region', { name: 'Tipi di alimento' });
  await expect(types.getByText('2 frutti')).toBeVisible();
  await expect(types.getByText('2 verdure')).toBeVisible();
  // Four adds (+8) and the first achievements: the level and the points to the next one.
  await expect(page.getByText('Livello 2')).toBeVisible();
  await checkScreen(page, testInfo, 'profile-390x844');
});
