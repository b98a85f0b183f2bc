// The phone's Back button closes the dialog or sheet on top and stays on the page; closing one otherwise
// leaves no extra step in the history.
import { expect, test, type Page } from '@playwright/test';
import { guestWithFoods } from './fridge-support';
import { appStarted } from './support';

/** From /help to /fridge by the tab, so that Back past the fridge has somewhere to go. */
async function fridgeByTab(page: Page) {
  await page
    .getByRole('navigation', { name: 'Sezioni principali' })
    .getByRole('link', { name: 'Frigo' })
    .click();
  await expect(page).toHaveURL('/fridge');
}

/** Opens /help, then /fridge from it. */
async function fridgeFromHelp(page: Page) {
  await page.goto('/help');
  await fridgeByTab(page);
}

/** The button named `opener` opens the dialog named `dialog`; Back closes it and stays on the fridge. */
async function backCloses(page: Page, opener: string, dialog: string) {
  await page.getByRole('button', { name: opener }).click();
  const shown = page.getByRole('dialog', { name: dialog });
  await expect(shown).toBeVisible();
  await page.goBack();
  await expect(shown).toBeHidden();
  await expect(page).toHaveURL('/fridge');
}

async function expectHelpAfterBack(page: Page) {
  await page.goBack();
  await expect(page).toHaveURL('/help');
}

// The add dialog's Back and its own buttons in one visit: both end where they began, on /help.
test('Back walks the add dialog back one step at a time, keeping what was chosen, then closes it; its buttons leave no step behind', async ({
  page,
  baseURL,
}) => {
  await test.step('Back, one step at a time', async () => {
    await guestWithFoods(page, baseURL!, [{ slug: 'pears' }]);
    await fridgeFromHelp(page);
    await page.getByRole('button', { name: 'Aggiungi alimento' }).click();
    const add = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
    await expect(add.getByText('Passo 1 di 3')).toBeVisible();

    // The gallery's explanation opens over the first step: Back closes only it.
    await add.getByRole('button', { name: 'Cosa mostrano le immagini' }).click();
    const gallery = page.getByRole('dialog', { name: 'Usare i sacchetti freschezza' });
    await expect(gallery).toBeVisible();
    await page.goBack();
    await expect(gallery).toBeHidden();
    await expect(add).toBeVisible();

    await add.getByRole('button', { name: 'Frutta' }).click();
    await add.getByRole('button', { name: 'Avanti' }).click();
    await expect(add.getByText('Passo 2 di 3')).toBeVisible();
    // The food picker too: Back closes the picker, the form stays.
    await add.getByRole('button', { name: 'Scegli un alimento' }).click();
    const picker = page.getByRole('dialog', { name: 'Scegli un alimento' });
    await expect(picker.getByRole('button', { name: 'Pesche' })).toBeVisible();
    await page.goBack();
    await expect(picker).toBeHidden();
    await expect(add.getByText('Passo 2 di 3')).toBeVisible();
    await add.getByRole('button', { name: 'Scegli un alimento' }).click();
    await picker.getByRole('button', { name: 'Pesche' }).click();
    await expect(picker).toBeHidden();
    await add.getByRole('button', { name: 'L', exact: true }).click();
    await add.getByRole('button', { name: /Giorno in cui va in frigo/ }).click();
    await add.getByRole('grid').locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const yesterday = new Date(Date.now() - 86_400_000);
    const longYesterday = yesterday.toLocaleDateString('it-IT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await expect(add.getByRole('button', { name: /Giorno in cui va in frigo/ })).toContainText(longYesterday);
    await add.getByRole('button', { name: '5 giorni dopo' }).click();
    await add.getByRole('button', { name: 'Avanti' }).click();
    await expect(add.getByText('Passo 3 di 3')).toBeVisible();
    await expect(add.getByText('Riepilogo')).toBeVisible();

    // Step 3 → step 2: the same food, bag, day and reminder.
    await page.goBack();
    await expect(add.getByText('Passo 2 di 3')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Pesche' })).toBeVisible();
    await expect(add.getByRole('button', { name: 'L', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(add.getByRole('button', { name: /Giorno in cui va in frigo/ })).toContainText(longYesterday);
    await expect(add.getByRole('button', { name: '5 giorni dopo' })).toHaveAttribute('aria-pressed', 'true');

    // Step 2 → step 1, with fruit still chosen; then Back closes the dialog and stays on the fridge.
    await page.goBack();
    await expect(add.getByText('Passo 1 di 3')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Frutta' })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(add).toBeHidden();
    await expect(page).toHaveURL('/fridge');
    await expect(page.getByRole('button', { name: 'Apri Pere' })).toBeVisible();
    await expectHelpAfterBack(page);
  });

  await test.step('the buttons leave no step behind in the history', async () => {
    await fridgeByTab(page);
    await page.getByRole('button', { name: 'Aggiungi alimento' }).click();
    const add = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
    await add.getByRole('button', { name: 'Verdura' }).click();
    await add.getByRole('button', { name: 'Avanti' }).click();
    await add.getByRole('button', { name: 'Indietro' }).click();
    await expect(add.getByText('Passo 1 di 3')).toBeVisible();
    await add.getByRole('button', { name: 'Avanti' }).click();
    await add.getByRole('button', { name: 'Chiudi' }).click();
    await expect(add).toBeHidden();
    await expectHelpAfterBack(page);
  });
});

// Signed out, then a guest's fridge, in one visit. The same Back in English is these steps with other words:
// the English labels are held by the locale parity test, and the English menu opens in accessibility.spec.ts.
test('Back closes the auth dialog, the item detail, the how-to and the menu, on the same page; after a link inside a dialog, Back returns to the page without it', async ({
  page,
  baseURL,
}) => {
  await fridgeFromHelp(page);
  await test.step('after leaving through a link inside a dialog', async () => {
    await page.getByRole('button', { name: 'Aggiungi il primo alimento' }).click();
    await page
      .getByRole('dialog', { name: 'Accedi per continuare' })
      .getByRole('button', { name: 'Accedi' })
      .click();
    await expect(page).toHaveURL('/login');
    await page.goBack();
    await expect(page).toHaveURL('/fridge');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectHelpAfterBack(page);
  });

  await test.step('the auth dialog', async () => {
    await fridgeByTab(page);
    await backCloses(page, 'Aggiungi il primo alimento', 'Accedi per continuare');
    await expectHelpAfterBack(page);
  });

  await test.step("a guest's item detail, the how-to and the menu", async () => {
    await guestWithFoods(page, baseURL!, [{ slug: 'carrots' }]);
    await fridgeFromHelp(page);
    await backCloses(page, 'Apri Carote', 'Carote');
    await backCloses(page, 'Come usare il frigo', 'Come usare il frigo');
    await backCloses(page, 'Apri il menu', 'Menu');

    // Each closed by Back: one more Back leaves the fridge.
    await expectHelpAfterBack(page);
  });
});

test('opening and closing with Back keeps the page where it was scrolled', async ({ page, baseURL }) => {
  const slugs = ['pears', 'peaches', 'carrots', 'lettuce', 'lemons', 'mangoes', 'blueberries', 'mandarins'];
  await guestWithFoods(
    page,
    baseURL!,
    [...slugs, ...slugs].map((slug) => ({ slug })),
  );
  await page.goto('/fridge');
  // The page arrives drawn by the server; the app draws it again in place once it has started.
  await appStarted(page);
  await page.getByRole('button', { name: 'Come usare il frigo' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Come usare il frigo' }).click();
  // The dialog's code arrives when it is first opened: Back is pressed once it shows, as a person would.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
