import { expect, test } from '@playwright/test';
import { expectNoViolations } from './screens';

for (const lang of ['it', 'en'] as const) {
  test.describe(`in ${lang === 'it' ? 'Italian' : 'English'}`, () => {
    test.use({ locale: lang === 'it' ? 'it-IT' : 'en-US' });

    for (const path of ['/', '/fridge']) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoViolations(page);
      });
    }

    test('the open menu has no accessibility violations', async ({ page }) => {
      await page.goto('/fridge');
      await page.getByRole('button', { name: lang === 'it' ? 'Apri il menu' : 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
