// Helpers for the browser tests of the fridge: a guest with some foods already stored, through the API.
import { expect, type Page } from '@playwright/test';

export interface StoredFood {
  slug: string;
  bagSize?: 'S' | 'M' | 'L';
  customReminderDays?: 2 | 5 | 10;
}

/** Signs the page's context in as a guest and stores the foods, in order. */
export async function guestWithFoods(page: Page, baseURL: string, stored: StoredFood[]): Promise<void> {
  // As the browser would: the guest's account takes the browser's language, which the app then follows.
  const language = await page.evaluate(() => navigator.language);
  const headers = { Origin: baseURL, 'Accept-Language': language };
  expect((await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  for (const { slug, bagSize = 'M', ...rest } of stored) {
    const foodId = foods.find((f) => f.slug === slug)!.id;
    const saved = await page.request.post('/api/fridge-items', {
      data: { foodId, bagSize, ...rest },
      headers,
    });
    expect(saved.ok()).toBe(true);
  }
}

/**
 * Adds a food through the add dialog's steps, with its defaults. `opener` is the button that opens it: the
 * empty fridge has "Aggiungi il primo alimento".
 */
export async function addThroughTheForm(
  page: Page,
  type: 'Frutta' | 'Verdura',
  food: string,
  opener = 'Aggiungi alimento',
): Promise<void> {
  await page.getByRole('button', { name: opener }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
  await add.getByRole('button', { name: type }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await add.getByRole('button', { name: 'Scegli un alimento' }).click();
  await page.getByRole('dialog', { name: 'Scegli un alimento' }).getByRole('button', { name: food }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await add.getByRole('button', { name: 'Aggiungi al frigo' }).click();
}
