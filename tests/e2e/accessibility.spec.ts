import { expect, test } from '@playwright/test';
import { expectNoViolations } from './screens';

for (const lang of ['it', 'en'] as const) {
  test.describe(`in ${lang === 'it' ? 'Italian' : 'English'}`, () => {
    test.use({ locale: lang === 'it' ? 'it-IT' : 'en-US' });

    // One test a language: the menu is opened on the fridge just checked, rather than on a page loaded again.
    test('the home page, the fridge and its open menu have no accessibility violations', async ({ page }) => {
      for (const path of ['/', '/fridge']) {
        await test.step(`${path} has no accessibility violations`, async () => {
          await page.goto(path);
          await expect(page.locator('h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expectNoViolations(page);
        });
      }
      await test.step('the open menu has no accessibility violations', async () => {
        await page.getByRole('button', { name: lang === 'it' ? 'Apri il menu' : 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page);
      });
    });
  });
}
