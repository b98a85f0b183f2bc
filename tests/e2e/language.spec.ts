import { expect, test } from '@playwright/test';

test('Italian is the default, and <html lang> says so', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the app speaks English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'My fridge' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('with a browser in a language the app does not speak', () => {
  test.use({ locale: 'de-DE' });

  test('the app falls back to Italian', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  });
});

test('switching language from the menu changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/fridge');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /Foto/ })).toHaveAttribute('href', /^https:\/\//);
  await menu.getByRole('button', { name: 'English' }).click();
  await expect(menu.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(menu.getByRole('link', { name: /Photos/ })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My fridge' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prizes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(page.getByText('Your fridge is empty.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/tutorial');
  await expect(page.locator('figure img')).toHaveAttribute(
    'src',
    '/onboarding/slides/en/tutorial_1_lifebag.jpg',
  );
});
