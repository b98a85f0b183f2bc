// On a phone every control a finger taps has a target of at least 44×44 px: a disc 44 px across around its
// centre lands on it, and on nothing else, at every point the test tries (what the browser itself would hit,
// so a transparent hit area wider than the drawn control counts, and a neighbour reaching into the disc does
// not). Every screen of the app is measured, signed in with foods stored, in Italian and English,
// and the dialogs and the toast a phone shows on the fridge too. And nothing floating covers what it must not:
// the add button over the fridge's instructions, the "Sacchetto S/M/L" labels past their cards (the
// achievement toast over the header's controls: achievement-toast.spec.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request, type TestInfo } from '@playwright/test';
import type { PagePath } from '../../src/shared/page-titles';
import { checkScreen, MIN_TARGET, overlaps, smallTargets, type Small } from './screens';
import { appStarted, signUpVerified } from './support';

const MIN = MIN_TARGET;

/**
 * Links inside a sentence, which WCAG 2.5.8 exempts from the size (the line of text sets their height): each
 * named by the screen it is on and its text. Nothing else is let off.
 */
const INLINE_LINKS: { path: RegExp; name: RegExp; reason: string }[] = [
  {
    path: /^\/login$/,
    name: /^a "(Registrati|Sign up)"$/,
    reason: 'the end of the sentence "Non hai un account? Registrati"',
  },
  {
    path: /^\/signup$/,
    name: /^a "(Accedi|Log in)"$/,
    reason: 'the end of the sentence "Hai già un account? Accedi"',
  },
];

/**
 * Waits, once asked, until every request the page made to the API has been answered and none has come for a
 * moment: the screen's sections arrive with their answers, and one drawn late moves what is below it (on a
 * busy machine the profile's last buttons were measured where the tabs came to cover them a moment later).
 * The live events' stream stays open, so it does not count.
 */
function apiSettled(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  let last = Date.now();
  const api = (request: Request) => {
    const path = new URL(request.url()).pathname;
    return path.startsWith('/api/') && path !== '/api/events';
  };
  page.on('request', (request) => {
    if (!api(request)) return;
    pending.add(request);
    last = Date.now();
  });
  const answered = (request: Request) => {
    if (pending.delete(request)) last = Date.now();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return () => expect.poll(() => pending.size === 0 && Date.now() - last > 300).toBe(true);
}

function exempt(path: string, found: Small[]): Small[] {
  return found.filter(
    (s) => !INLINE_LINKS.some((e) => e.path.test(path) && s.what.startsWith('a ') && e.name.test(s.what)),
  );
}

async function storeFoods(page: Page, baseURL: string, slugs: string[]) {
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  for (const [index, slug] of slugs.entries()) {
    const foodId = foods.find((f) => f.slug === slug)!.id;
    const res = await page.request.post('/api/fridge-items', {
      data: { foodId, bagSize: (['S', 'M', 'L'] as const)[index % 3] },
      headers: { Origin: baseURL },
    });
    expect(res.ok()).toBe(true);
  }
}

/** Scrolled to the end of the fridge, the add button sits below the instructions' card, clear of all of it. */
async function addButtonClearOfInstructions(page: Page, testInfo: TestInfo, lang: 'it' | 'en') {
  const it = lang === 'it';
  const add = page.getByRole('button', { name: it ? 'Aggiungi alimento' : 'Add food', exact: true });
  await expect(add).toBeVisible();
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  const card = (await page
    .getByRole('region', { name: it ? 'Come usare il tuo frigo' : 'How to use your fridge' })
    .boundingBox())!;
  const fab = (await add.boundingBox())!;
  const shot = testInfo.outputPath(`fridge-end-${lang}-390x844.png`);
  await page.screenshot({ path: shot, animations: 'disabled' });
  await testInfo.attach(`fridge-end-${lang}-390x844`, { path: shot, contentType: 'image/png' });
  expect(overlaps(card, fab), 'the add button covers the card').toBe(false);
}

/** The profile's "Sacchetto S/M/L" labels stay inside their cards. */
async function bagSizesFit(page: Page, testInfo: TestInfo, lang: 'it' | 'en') {
  const bags = page.getByRole('region', { name: lang === 'it' ? 'I miei sacchetti' : 'My bags' });
  await expect(bags.locator('dt')).toHaveCount(3);
  const past = await bags.locator('dt').evaluateAll((terms) =>
    terms
      .filter((dt) => {
        const cell = dt.parentElement!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(dt);
        const text = range.getBoundingClientRect();
        return dt.scrollWidth > dt.clientWidth || text.left < cell.left || text.right > cell.right;
      })
      .map((dt) => dt.textContent),
  );
  expect(past, 'labels past their cards').toEqual([]);
  await bags.scrollIntoViewIfNeeded();
  await checkScreen(page, testInfo, `profile-bags-${lang}-390x844`);
}

/**
 * Every screen, as src/shared/page-titles.ts lists them (read as text: the test runner cannot load the JSON
 * that module imports); the type check keeps each one a real path.
 */
const PATHS = [
  ...readFileSync(new URL('../../src/shared/page-titles.ts', import.meta.url), 'utf8')
    .split('PAGE_TITLE_KEYS = {')[1]!
    .split('}')[0]!
    .matchAll(/'(\/[^']*)':/g),
].map((m) => m[1] as PagePath);

for (const lang of ['it', 'en'] as const) {
  test.describe(lang === 'it' ? 'in Italian' : 'in English', () => {
    test.use({ locale: lang === 'it' ? 'it-IT' : 'en-US' });

    // The fridge's add button and the profile's bag sizes are checked on the way, on the screens the loop opens.
    test(`every screen's controls are at least ${MIN}×${MIN} px to a finger, signed in with foods`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await signUpVerified(page, baseURL!, `tap-${lang}`, lang);
      await storeFoods(page, baseURL!, ['pears', 'carrots', 'lettuce', 'peaches']);
      const found: Record<string, Small[]> = {};
      const settled = apiSettled(page);
      for (const path of PATHS) {
        await page.goto(path);
        await appStarted(page);
        await expect(page.locator('h1').first()).toBeVisible();
        await settled();
        const small = exempt(path, await smallTargets(page));
        if (small.length > 0) found[path] = small;
        if (path === '/fridge') {
          await test.step('the add button leaves the fridge instructions readable at the end of the page', () =>
            addButtonClearOfInstructions(page, testInfo, lang));
        }
        if (path === '/profile') {
          await test.step('the bag sizes fit their cards on the profile', () =>
            bagSizesFit(page, testInfo, lang));
        }
      }
      expect(found).toEqual({});
    });

    test(`the fridge's menu, add dialog and undo toast are at least ${MIN}×${MIN} px to a finger`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const it = lang === 'it';
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await signUpVerified(page, baseURL!, `tap-dialogs-${lang}`, lang);
      await storeFoods(page, baseURL!, ['pears', 'carrots']);
      await page.goto('/fridge');
      await appStarted(page);
      const found: Record<string, Small[]> = {};
      const measure = async (name: string) => {
        const small = await smallTargets(page);
        if (small.length > 0) found[name] = small;
      };

      await page.getByRole('button', { name: it ? 'Apri il menu' : 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await measure('menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: it ? 'Aggiungi alimento' : 'Add food', exact: true }).click();
      const add = page.getByRole('dialog', { name: it ? 'Aggiungi al frigo' : 'Add to the fridge' });
      await expect(add).toBeVisible();
      await add.getByRole('button', { name: it ? 'Frutta' : 'Fruit' }).click();
      await measure('add, step 1');
      await add.getByRole('button', { name: it ? 'Avanti' : 'Next' }).click();
      await expect(add.getByText(it ? 'Passo 2 di 3' : 'Step 2 of 3')).toBeVisible();
      const choose = it ? 'Scegli un alimento' : 'Choose a food';
      await add.getByRole('button', { name: choose }).click();
      const picker = page.getByRole('dialog', { name: choose });
      await expect(picker.getByRole('button', { name: it ? 'Pere' : 'Pears' })).toBeVisible();
      await measure('food picker');
      await picker.getByRole('button', { name: it ? 'Pere' : 'Pears' }).click();
      await expect(picker).toBeHidden();
      await measure('add, step 2');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: it ? 'Apri Pere' : 'Open Pears' }).click();
      const detail = page.getByRole('dialog', { name: it ? 'Pere' : 'Pears' });
      await expect(detail).toBeVisible();
      await measure('item detail');
      await detail.getByRole('button', { name: it ? 'Consumato' : 'Eaten' }).click();
      const undo = page.getByRole('button', { name: it ? 'Annulla' : 'Undo' });
      await expect(undo).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await measure('undo toast');
      expect(found).toEqual({});
    });
  });
}
