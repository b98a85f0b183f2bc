// The impact page on a phone: empty before anything is closed, then the figures, the chart (with its table
// for screen readers) and the foods thrown away most; axe finds nothing.
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, expectNoViolations } from './screens';

/** A guest in `lang` who ate pears (M) and threw away strawberries (S). */
async function guestWithClosedItems(page: Page, baseURL: string, lang: 'it' | 'en') {
  const headers = { Origin: baseURL, 'Accept-Language': lang };
  expect((await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  for (const [slug, bagSize, state] of [
    ['pears', 'M', 'consumed'],
    ['strawberries', 'S', 'discarded'],
  ] as const) {
    const foodId = foods.find((f) => f.slug === slug)!.id;
    const item = (await (
      await page.request.post('/api/fridge-items', { data: { foodId, bagSize }, headers })
    ).json()) as { id: string };
    expect(
      (await page.request.patch(`/api/fridge-items/${item.id}`, { data: { state }, headers })).ok(),
    ).toBe(true);
  }
}

// In Italian, from the server's own figures; the same page's English words and numbers (a point for decimals)
// are a component test (src/client/features/profile/components/impact-page.component.test.tsx).
const lang = 'it';
const t = {
  empty: 'Ancora niente da mostrare',
  open: 'Vedi il tuo impatto',
  title: 'Il tuo impatto',
  inTime: 'Mangiato in tempo',
  months: 'Mesi',
  most: 'Buttati più spesso',
  strawberries: 'Fragole',
};

test('the impact page, empty and then with what was eaten and thrown away', async ({
  page,
  baseURL,
}, info) => {
  await page.request.post('/api/auth/sign-in/anonymous', {
    data: {},
    headers: { Origin: baseURL!, 'Accept-Language': lang },
  });
  await page.goto('/profile');
  await page.getByRole('link', { name: t.open }).click();
  await expect(page).toHaveURL('/profile/impact');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();
  await checkScreen(page, info, `impact-empty-${lang}-390x844`);
  await expectNoViolations(page);

  await page.context().clearCookies();
  await guestWithClosedItems(page, baseURL!, lang);
  await page.reload();
  // Pears, M: 1 kg eaten in time; strawberries, S: 250 g thrown away; one of two eaten in time.
  const totals = page
    .getByRole('region')
    .filter({ has: page.getByText(t.inTime) })
    .first();
  await expect(totals.getByText('50%')).toBeVisible();
  await expect(totals.getByText('1 kg', { exact: true })).toBeVisible();
  await expect(totals.getByText('0,25 kg', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /8/ })).toBeVisible();
  await page.getByRole('button', { name: t.months }).click();
  await expect(page.getByRole('button', { name: t.months })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /6/ })).toBeVisible();
  await expect(page.getByRole('region', { name: t.most }).getByText(t.strawberries)).toBeVisible();
  await checkScreen(page, info, `impact-${lang}-390x844`);
  await expectNoViolations(page);
});
