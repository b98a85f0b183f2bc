import { expect, test } from '@playwright/test';

test('the daily ping is sent once a day after sign-in, not again on reload', async ({ page, baseURL }) => {
  const pings: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/rpc/ping')) pings.push(Date.now());
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(pings).toHaveLength(0);

  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL! } });
  await page.reload();
  await expect.poll(() => pings.length).toBe(1);
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user.id).toBeTruthy();

  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  expect(pings).toHaveLength(1);
});
