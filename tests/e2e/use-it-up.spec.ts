// "Use it up": with items about to go off, the fridge suggests what to make with them, best first, below the
// shelves; an idea opens with its steps, offline too.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './screens';
import { appKept, queryKept, signUpVerified } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/** An account whose carrots end today and zucchini tomorrow, and lemons in three weeks. */
async function accountWithFoodEndingSoon(page: Page, baseURL: string, lang: 'it' | 'en'): Promise<void> {
  await signUpVerified(page, baseURL, 'use-it-up', lang);
  const foods = (await (await page.request.get('/api/foods')).json()) as {
    id: number;
    slug: string;
    expiresWithBagDays: number;
  }[];
  for (const [slug, daysLeft] of [
    ['carrots', 0],
    ['zucchini', 1],
    ['lemons', 21],
  ] as const) {
    const food = foods.find((f) => f.slug === slug)!;
    // Started so many days ago that it ends `daysLeft` days from now, an hour later in the day.
    const start = new Date(Date.now() - (food.expiresWithBagDays - daysLeft) * 86_400_000 + 3_600_000);
    const res = await page.request.post('/api/fridge-items', {
      data: { foodId: food.id, bagSize: 'M', startDatetime: start.toISOString() },
      headers: { Origin: baseURL },
    });
    expect(res.status()).toBe(201);
  }
}

/** The ideas the card showed are kept on the device (lib/persisted-cache.ts saves them a moment later). */
async function ideasKept(page: Page): Promise<void> {
  await expect.poll(() => queryKept(page, 'ideas')).toBe(true);
}

test('the ideas for what ends soon, best first, under the shelves; one opens with its steps', async ({
  page,
  baseURL,
}) => {
  await accountWithFoodEndingSoon(page, baseURL!, 'it');
  await page.goto('/fridge');
  const card = page.getByRole('region', { name: 'Da consumare presto' });
  await expect(card).toContainText('Carote e Zucchine finiscono entro 2 giorni');
  const ideas = card.getByRole('button');
  await expect(ideas).toHaveCount(3);
  // Carrots today and zucchini tomorrow: the idea using both comes first.
  await expect(ideas.first()).toContainText('Frittelle di carote e zucchine');
  await expect(ideas.first()).toContainText('25 min · con Carote e Zucchine');
  // In the page's flow, below the last shelf: it covers no tile.
  const cardTop = (await card.boundingBox())!.y;
  for (const name of ['Carote', 'Zucchine', 'Limoni']) {
    const tile = (await page.getByRole('button', { name: `Apri ${name}` }).boundingBox())!;
    expect(tile.y + tile.height).toBeLessThanOrEqual(cardTop);
  }
  await ideas.first().click();
  const idea = page.getByRole('dialog', { name: 'Frittelle di carote e zucchine' });
  await expect(idea.getByRole('listitem')).toHaveCount(3);
  await expect(idea).toContainText('Grattugia carote e zucchine e strizzale.');
  await expectNoViolations(page);
});

const OFFLINE = {
  it: {
    card: 'Da consumare presto',
    idea: 'Frittelle di carote e zucchine',
    step: 'Grattugia carote e zucchine e strizzale.',
  },
  en: {
    card: 'Use it up',
    idea: 'Carrot and zucchini fritters',
    step: 'Grate the carrots and zucchini and squeeze them dry.',
  },
} as const;

for (const lang of ['it', 'en'] as const) {
  const say = OFFLINE[lang];
  test(`offline, the card and its ideas open from what the phone kept (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await accountWithFoodEndingSoon(page, baseURL!, lang);
    await page.goto('/fridge');
    await expect(page.getByRole('region', { name: say.card })).toBeVisible();
    await appKept(page);
    await ideasKept(page);
    await context.setOffline(true);
    await page.reload();
    const card = page.getByRole('region', { name: say.card });
    await card.getByRole('button', { name: new RegExp(`^${say.idea}`) }).click();
    await expect(page.getByRole('dialog', { name: say.idea })).toContainText(say.step);
  });
}

test("a reminder's link opens its idea over the fridge; one since retired says so", async ({
  page,
  baseURL,
}) => {
  await accountWithFoodEndingSoon(page, baseURL!, 'en');
  await page.goto('/fridge?idea=lemonade');
  const idea = page.getByRole('dialog', { name: 'Homemade lemonade' });
  await expect(idea).toContainText('Uses: Lemons');
  await expectNoViolations(page);
  await idea.getByRole('button', { name: 'Close' }).click();
  await expect(idea).toHaveCount(0);
  // Closed, it is gone from the address: going back to the fridge does not open it again.
  await expect(page).toHaveURL(/\/fridge$/);
  await expect(page.getByRole('button', { name: 'Open Carrots' })).toBeVisible();

  await page.goto('/fridge?idea=no-such-idea');
  await expect(page.getByRole('dialog', { name: 'Idea no longer available' })).toContainText(
    'This idea is no longer in the app.',
  );
});
