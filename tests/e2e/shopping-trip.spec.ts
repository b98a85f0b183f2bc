// A whole shopping trip in one go, on a phone: several foods chosen at once (found by a name in either
// language), each in the bag last used for it, all added with one tap; offline it waits on the device and is
// sent once when the signal is back.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './screens';
import { appKept, signUpVerified } from './support';

test.use({ viewport: { width: 390, height: 844 } });

interface Item {
  bagSize: string;
  food: { slug: string };
}

async function stored(page: Page): Promise<string[]> {
  const items = (await (
    await page.request.get('/api/fridge-items?state=eq.stored&limit=100&order=created_at.asc')
  ).json()) as Item[];
  return items.map((i) => `${i.food.slug} ${i.bagSize}`);
}

/** An account that has recorded carrots twice, last in an L bag, and eaten them: its habits. */
async function accountWithCarrots(page: Page, baseURL: string, lang: 'it' | 'en'): Promise<void> {
  await signUpVerified(page, baseURL, 'trip', lang);
  const headers = { Origin: baseURL };
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const carrots = foods.find((f) => f.slug === 'carrots')!.id;
  for (const bagSize of ['M', 'L']) {
    const res = await page.request.post('/api/fridge-items', { data: { foodId: carrots, bagSize }, headers });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(
      (await page.request.patch(`/api/fridge-items/${id}`, { data: { state: 'consumed' }, headers })).ok(),
    ).toBe(true);
  }
}

test('several foods chosen at once, the usual first, found by name, added with one tap', async ({
  page,
  baseURL,
}) => {
  await accountWithCarrots(page, baseURL!, 'it');
  await page.goto('/fridge');
  await page.getByRole('button', { name: 'Spesa' }).click();
  const trip = page.getByRole('dialog', { name: 'Spesa: più alimenti insieme' });
  const foods = trip.getByRole('list', { name: 'Alimenti' });
  // The food recorded most often comes first.
  await expect(foods.getByRole('button').first()).toHaveText('Carote');
  await expectNoViolations(page);

  // Found in either language, as typed: the singular finds the plural.
  await trip.getByRole('searchbox').fill('fragola');
  await expect(foods.getByRole('button')).toHaveText(['Fragole']);
  await foods.getByRole('button', { name: 'Fragole' }).click();
  await trip.getByRole('searchbox').fill('eggplant');
  await foods.getByRole('button', { name: 'Melanzane' }).click();
  await trip.getByRole('searchbox').fill('');
  await foods.getByRole('button', { name: 'Carote' }).click();
  await expect(foods.getByRole('button', { pressed: true })).toHaveCount(3);
  await trip.getByRole('button', { name: 'Avanti (3)' }).click();

  // Each in the bag last used for it (carrots: L), else M; one changed to S.
  const rows = trip.getByRole('list', { name: 'Alimenti scelti' });
  await expect(rows.getByRole('listitem')).toHaveCount(3);
  await expect(
    trip.getByRole('group', { name: 'Sacchetto di Carote' }).getByRole('button', { pressed: true }),
  ).toHaveText('L');
  await expect(
    trip.getByRole('group', { name: 'Sacchetto di Fragole' }).getByRole('button', { pressed: true }),
  ).toHaveText('M');
  await trip.getByRole('group', { name: 'Sacchetto di Fragole' }).getByRole('button', { name: 'S' }).click();
  // "il 2 dicembre", or "l'8 dicembre": the article follows the date (shared/italian-dates.ts).
  await expect(rows.getByText(/^Promemoria (il |l')\d.+, quando andrebbe consumato$/)).toHaveCount(3);
  await expectNoViolations(page);
  await trip.getByRole('button', { name: 'Aggiungi 3 alimenti' }).click();

  await expect(trip).toBeHidden();
  await expect(page.getByText('3 alimenti aggiunti al frigo')).toBeVisible();
  for (const name of ['Fragole', 'Melanzane', 'Carote']) {
    await expect(page.getByRole('button', { name: `Apri ${name}` })).toBeVisible();
  }
  await expect.poll(() => stored(page)).toEqual(['strawberries S', 'eggplants M', 'carrots L']);
});

test('offline, a trip waits on the device, shows at once, and is added once when back online', async ({
  page,
  context,
  baseURL,
}) => {
  await accountWithCarrots(page, baseURL!, 'en');
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Shopping' })).toBeVisible();
  await appKept(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Shopping' }).click();
  const trip = page.getByRole('dialog', { name: 'Shopping: several foods at once' });
  await trip.getByRole('searchbox').fill('melanzana');
  await trip.getByRole('button', { name: 'Eggplants' }).click();
  await trip.getByRole('searchbox').fill('pear');
  await trip.getByRole('button', { name: 'Pears' }).click();
  await trip.getByRole('button', { name: 'Next (2)' }).click();
  await trip.getByRole('button', { name: 'Add 2 foods' }).click();
  await expect(trip).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open Eggplants' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Pears' })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => stored(page), { timeout: 20_000 }).toEqual(['eggplants M', 'pears M']);
  // Sent once: a reload shows the two, from the server.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Open (Eggplants|Pears)$/ })).toHaveCount(2);
  await expect.poll(() => stored(page)).toEqual(['eggplants M', 'pears M']);
});

const AGAIN = {
  it: {
    open: (food: string) => `Apri ${food}`,
    pears: 'Pere',
    lemons: 'Limoni',
    discarded: 'Buttato',
    consumed: 'Consumato',
    againPearsL: 'Di nuovo: Pere, sacchetto L',
    enjoy: 'Buon appetito!',
    again: 'Di nuovo',
  },
  en: {
    open: (food: string) => `Open ${food}`,
    pears: 'Pears',
    lemons: 'Lemons',
    discarded: 'Thrown away',
    consumed: 'Eaten',
    againPearsL: 'Again: Pears, bag L',
    enjoy: 'Enjoy your meal!',
    again: 'Again',
  },
} as const;

for (const lang of ['it', 'en'] as const) {
  const say = AGAIN[lang];
  test(`“again” on a food just eaten or thrown away adds it again, same bag, from today, in one tap (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await signUpVerified(page, baseURL!, 'again', lang);
    const headers = { Origin: baseURL! };
    const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
    const idOf = (slug: string) => foods.find((f) => f.slug === slug)!.id;
    for (const [slug, bagSize] of [
      ['pears', 'L'],
      ['lemons', 'S'],
    ] as const) {
      const res = await page.request.post('/api/fridge-items', {
        data: { foodId: idOf(slug), bagSize },
        headers,
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/fridge');

    // Thrown away: the dialog that asks why offers the same food again.
    await page.getByRole('button', { name: say.open(say.pears) }).click();
    await page.getByRole('dialog', { name: say.pears }).getByRole('button', { name: say.discarded }).click();
    await page.getByRole('button', { name: say.againPearsL }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: say.open(say.pears) })).toHaveCount(1);

    // Eaten: its toast offers it again.
    await page.getByRole('button', { name: say.open(say.lemons) }).click();
    await page.getByRole('dialog', { name: say.lemons }).getByRole('button', { name: say.consumed }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: say.enjoy })
      .getByRole('button', { name: say.again })
      .click();
    await expect(page.getByRole('button', { name: say.open(say.lemons) })).toHaveCount(1);

    // The first two gone (once their undo has passed), the two added again in their place.
    await expect.poll(() => stored(page), { timeout: 20_000 }).toEqual(['pears L', 'lemons S']);
  });
}
