import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

test('the profile downloads all of my data as a JSON file', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const lemons = foods.find((f) => f.slug === 'lemons')!.id;
  expect(
    (await page.request.post('/api/fridge-items', { data: { foodId: lemons, bagSize: 'S' }, headers })).ok(),
  ).toBe(true);
  await page.goto('/profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica i miei dati' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^myfridge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { guest: boolean };
    fridgeItems: { food: string; bagSize: string }[];
  };
  expect(data.account.guest).toBe(true);
  expect(data.fridgeItems).toEqual([expect.objectContaining({ food: 'lemons', bagSize: 'S' })]);
});
