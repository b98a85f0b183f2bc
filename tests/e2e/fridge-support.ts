// Helpers for the browser tests of the fridge: a guest with some foods already stored, through the API.
import { expect, type Locator, type Page } from '@playwright/test';

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
  await (await fillTheAddForm(page, type, food, opener)).click();
}

/** The add dialog's steps up to its last, whose button (returned) adds the food. */
export async function fillTheAddForm(
  page: Page,
  type: 'Frutta' | 'Verdura',
  food: string,
  opener = 'Aggiungi alimento',
): Promise<Locator> {
  await page.getByRole('button', { name: opener }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
  await add.getByRole('button', { name: type }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await add.getByRole('button', { name: 'Scegli un alimento' }).click();
  await page.getByRole('dialog', { name: 'Scegli un alimento' }).getByRole('button', { name: food }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  return add.getByRole('button', { name: 'Aggiungi al frigo' });
}

/**
 * The changes this device still has to send (the outbox keeps one key per user while any wait). The list can
 * stop marking an add as waiting before the queue is empty: once the server has the item, the list read again
 * shows it, while the add stays queued until its answer arrives.
 */
export async function queuedChanges(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'myfridge-outbox')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('myfridge-outbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('kv');
        const keys = tx.objectStore('kv').getAllKeys();
        const values = tx.objectStore('kv').getAll();
        tx.onerror = () => reject(tx.error);
        tx.oncomplete = () => {
          db.close();
          const queues = values.result.filter((_, i) => String(keys.result[i]).startsWith('queue:'));
          resolve(queues.reduce((sum: number, queue: unknown[]) => sum + queue.length, 0));
        };
      };
    });
  });
}
