// The custom reminder's choices in the add form: one already past, or after the day the food should be eaten
// by, is disabled and says why; the others say when they arrive, today and tomorrow by name. In Italian here,
// on a phone and a wide screen; the same steps' English texts are a component test
// (features/fridge/components/reminder-choices.component.test.tsx).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { guestWithFoods } from './fridge-support';
import { checkScreen } from './screens';

const DAY = 86_400_000;
const longDate = (date: Date, locale: string) =>
  date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });

/** Moves the calendar's focus by `days` (negative: back) from the chosen day, and picks that day. */
async function moveStart(page: Page, dialog: Locator, startLabel: RegExp, days: number) {
  await dialog.getByRole('button', { name: startLabel }).click();
  await dialog.getByRole('grid').locator('button[tabindex="0"]').focus();
  for (let i = 0; i < Math.abs(days); i++) await page.keyboard.press(days < 0 ? 'ArrowLeft' : 'ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('grid')).toBeHidden();
}

test('pears started 6 days ago: 2 and 5 days after are past, 10 is after the end; from yesterday, 2 is tomorrow', async ({
  page,
  baseURL,
}, testInfo) => {
  await guestWithFoods(page, baseURL!, []);
  await page.goto('/fridge');
  await page.getByRole('button', { name: 'Aggiungi il primo alimento' }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
  await add.getByRole('button', { name: 'Frutta' }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await add.getByRole('button', { name: 'Scegli un alimento' }).click();
  await page
    .getByRole('dialog', { name: 'Scegli un alimento' })
    .getByRole('button', { name: 'Pere' })
    .click();

  // Today: every choice is open, each saying when it arrives (pears keep 6 days in a bag).
  const two = add.getByRole('button', { name: '2 giorni dopo' });
  const five = add.getByRole('button', { name: '5 giorni dopo' });
  const ten = add.getByRole('button', { name: '10 giorni dopo' });
  const now = Date.now();
  await expect(two).toBeEnabled();
  await expect(two).toHaveAccessibleDescription(
    `${longDate(new Date(now + 2 * DAY), 'it-IT')}, tra 2 giorni`,
  );
  await expect(five).toHaveAccessibleDescription(
    `${longDate(new Date(now + 5 * DAY), 'it-IT')}, tra 5 giorni`,
  );
  await expect(ten).toBeDisabled();
  await five.click();

  await moveStart(page, add, /Giorno in cui va in frigo/, -6);
  const end = longDate(new Date(now), 'it-IT');
  await expect(two).toBeDisabled();
  await expect(add.getByText('Già passato')).toHaveCount(2);
  await expect(two).toHaveAccessibleDescription('Già passato');
  await expect(five).toBeDisabled();
  await expect(five).toHaveAccessibleDescription('Già passato');
  await expect(ten).toBeDisabled();
  await expect(ten).toHaveAccessibleDescription(`Dopo il ${end}, quando andrebbe già consumato`);
  await expect(add.getByText(`Dopo il ${end}, quando andrebbe già consumato`)).toBeVisible();
  // The 5 days chosen before are no longer possible: none is chosen.
  await expect(add.getByRole('button', { name: 'Nessuno' })).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(page, testInfo, 'reminder-options-past-390x844');
  // The same choices on a wide screen, where the dialog is laid out otherwise; then back to the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkScreen(page, testInfo, 'reminder-options-past-1280x800');
  await page.setViewportSize({ width: 390, height: 844 });

  await moveStart(page, add, /Giorno in cui va in frigo/, 5);
  const tomorrow = longDate(new Date(now + DAY), 'it-IT');
  await expect(two).toBeEnabled();
  await expect(two).toHaveAccessibleDescription(`${tomorrow}, domani`);
  await expect(five).toHaveAccessibleDescription(
    `${longDate(new Date(now + 4 * DAY), 'it-IT')}, tra 4 giorni`,
  );
  await expect(ten).toBeDisabled();
  await two.click();
  await expect(two).toHaveAttribute('aria-pressed', 'true');
  await add.getByRole('button', { name: 'Avanti' }).click();
  await expect(add.getByText(`${tomorrow}, domani`)).toBeVisible();
});
