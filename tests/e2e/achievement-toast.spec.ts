// The live achievement toast on a phone: it names what was unlocked, stays clear of the other toasts shown at
// the same time and of the header's controls, and tapping it opens /prizes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, overlaps } from './screens';
import { signUpVerified } from './support';

async function store(page: Page, baseURL: string, slugs: string[]) {
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  for (const slug of slugs) {
    const foodId = foods.find((f) => f.slug === slug)!.id;
    const res = await page.request.post('/api/fridge-items', {
      data: { foodId, bagSize: 'M' },
      headers: { Origin: baseURL },
    });
    expect(res.ok()).toBe(true);
  }
}

/** Through the app's own dialog: pears in a bag of size S. */
async function addPearsInS(
  page: Page,
  names: { add: string; fruit: string; next: string; choose: string; pears: string; save: string },
) {
  await page.getByRole('button', { name: names.add, exact: true }).click();
  const dialog = page.getByRole('dialog').first();
  await dialog.getByRole('button', { name: names.fruit }).click();
  await dialog.getByRole('button', { name: names.next }).click();
  await dialog.getByRole('button', { name: names.choose }).click();
  await page.getByRole('dialog', { name: names.choose }).getByRole('button', { name: names.pears }).click();
  await dialog.getByRole('button', { name: 'S', exact: true }).click();
  await dialog.getByRole('button', { name: names.next }).click();
  await dialog.getByRole('button', { name: names.save }).click();
}

/**
 * Both toasts on screen at once, apart, and nothing covering the achievement's. The "added" toast shows for
 * 3 s from the tap, and the achievement's comes with the server's answer: on a busy machine that answer can
 * come after the other has gone, so the pointer rests on the "added" toast (sonner holds a hovered toast; it is
 * alone in its corner, so its place does not change), and both boxes are read at one moment.
 */
async function expectApart(page: Page, achievement: Locator, other: Locator) {
  await other.hover();
  await expect(achievement).toBeVisible();
  await expect(other).toBeVisible();
  const [a, b] = (await page.evaluate(
    ([one, two]) => [one!.getBoundingClientRect().toJSON(), two!.getBoundingClientRect().toJSON()],
    [await achievement.elementHandle(), await other.elementHandle()] as const,
  )) as [DOMRect, DOMRect];
  expect(overlaps(a, b), 'the two toasts overlap').toBe(false);
  expect(a.y + a.height).toBeLessThanOrEqual(844);
  const onTop = await achievement.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, 'something covers the achievement toast').toBe(true);
}

/** The achievement's toast card, at the top of a phone, leaves the header's logo, Help and menu uncovered. */
async function expectHeaderUncovered(page: Page, achievement: Locator) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running')))
    .toBe(true);
  const card = (await page.locator('[data-sonner-toast]').filter({ has: achievement }).boundingBox())!;
  for (const [name, control] of [
    ['the logo', page.getByRole('link', { name: 'My Fridge, home page' })],
    ['Help', page.getByRole('link', { name: 'Help' })],
    ['the menu button', page.getByRole('button', { name: 'Open menu' })],
  ] as const) {
    expect(overlaps(card, (await control.boundingBox())!), `the toast covers ${name}`).toBe(false);
  }
}

test('one award: "Nuovo traguardo sbloccato: Primo sacchetto S" above the "added" toast; a tap opens /prizes', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpVerified(page, baseURL!, 'toast');
  // Pears and carrots already in M bags: the pears in an S bag earn only the first S bag.
  await store(page, baseURL!, ['pears', 'carrots']);
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Pere' })).toBeVisible();
  await addPearsInS(page, {
    add: 'Aggiungi alimento',
    fruit: 'Frutta',
    next: 'Avanti',
    choose: 'Scegli un alimento',
    pears: 'Pere',
    save: 'Aggiungi al frigo',
  });

  const achievement = page.getByRole('button', {
    name: 'Nuovo traguardo sbloccato: Primo sacchetto S',
    exact: true,
  });
  const added = page.getByText('Alimento aggiunto al frigo');
  await expectApart(page, achievement, added);
  await checkScreen(page, testInfo, 'achievement-toast-390x844');
  await achievement.click();
  await expect(page).toHaveURL('/prizes');
  await expect(achievement).toBeHidden();
});

test.describe('in English', () => {
  test('several awards of one add make one toast naming them all, clear of the header’s logo, Help and menu', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await signUpVerified(page, baseURL!, 'toast-en', 'en');
    await page.goto('/fridge');
    await page.getByRole('button', { name: 'Add your first food' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to the fridge' });
    await dialog.getByRole('button', { name: 'Fruit' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Choose a food' }).click();
    await page.getByRole('dialog', { name: 'Choose a food' }).getByRole('button', { name: 'Pears' }).click();
    await dialog.getByRole('button', { name: 'S', exact: true }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Add to the fridge' }).click();

    const achievement = page.getByRole('button', {
      name: 'New achievements unlocked: First S bag, First bag, First fruit, and New: Pears',
      exact: true,
    });
    await expectApart(page, achievement, page.getByText('Fridge item added'));
    await expectHeaderUncovered(page, achievement);
    await checkScreen(page, testInfo, 'achievement-toast-en-390x844');
    await achievement.click();
    await expect(page).toHaveURL('/prizes');
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the toasts sit apart at the top', async ({ page, baseURL }, testInfo) => {
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await signUpVerified(page, baseURL!, 'toast-wide', 'en');
      await store(page, baseURL!, ['pears', 'carrots']);
      await page.goto('/fridge');
      await expect(page.getByRole('button', { name: 'Open Pears' })).toBeVisible();
      await addPearsInS(page, {
        add: 'Add food',
        fruit: 'Fruit',
        next: 'Next',
        choose: 'Choose a food',
        pears: 'Pears',
        save: 'Add to the fridge',
      });
      const achievement = page.getByRole('button', {
        name: 'New achievement unlocked: First S bag',
        exact: true,
      });
      await expectApart(page, achievement, page.getByText('Fridge item added'));
      await checkScreen(page, testInfo, 'achievement-toast-1280x800');
    });
  });
});
