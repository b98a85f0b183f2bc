// After an item leaves the fridge, on a phone (its words in both languages below): one tap says why it was thrown away (the
// impact page counts it), eaten near its end the fridge asks whether it was still good, and what the reports
// taught is explained when adding and can be forgotten in the profile; axe finds nothing.
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, expectNoViolations } from './screens';

interface Item {
  id: string;
  state: string;
  discardReason: string | null;
  stillGood: boolean | null;
  food: { slug: string; expiresWithBagDays: number };
}

const DAY_MS = 24 * 3600 * 1000;

async function closedItems(page: Page): Promise<Item[]> {
  return (await (await page.request.get('/api/fridge-items?state=neq.stored&limit=100')).json()) as Item[];
}

const TEXTS = {
  it: {
    open: (food: string) => `Apri ${food}`,
    strawberries: 'Fragole',
    lemons: 'Limoni',
    pears: 'Pere',
    discard: 'Buttato',
    eaten: 'Consumato',
    why: 'Perché è finito nel bidone?',
    tooMuch: 'Ne avevo comprato troppo',
    thanks: 'Grazie: il frigo impara da quello che ci dici.',
    stillGood: 'Era ancora buono?',
    yes: 'Sì, era buono',
    reasons: 'Perché è stato buttato',
    oneItem: '1 alimento',
    learnedTitle: 'Quanto durano a casa tua',
    forget: 'Dimentica quanto ha imparato su Pere',
    forgotten: 'Fatto: vale di nuovo la durata del catalogo.',
  },
  en: {
    open: (food: string) => `Open ${food}`,
    strawberries: 'Strawberries',
    lemons: 'Lemons',
    pears: 'Pears',
    discard: 'Thrown away',
    eaten: 'Eaten',
    why: 'Why did it end up in the bin?',
    tooMuch: 'I bought too much',
    thanks: 'Thanks: the fridge learns from what you tell it.',
    stillGood: 'Was it still good?',
    yes: 'Yes, it was good',
    reasons: 'Why it was thrown away',
    oneItem: '1 item',
    learnedTitle: 'How long food lasts at your home',
    forget: 'Forget what it learned about Pears',
    forgotten: "Done: the catalogue's shelf life applies again.",
  },
} as const;

// One language for the journey, the other for another journey (the suite's time on a 2-core machine): the
// steps are the same in both, and every text of the other language is held to exist by the locale parity test.
for (const lang of ['en'] as (keyof typeof TEXTS)[]) {
  const t = TEXTS[lang];

  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'it' ? 'it-IT' : 'en-GB' });

    test('why it was thrown away, whether it was still good, and the shelf life learned from it', async ({
      page,
      baseURL,
    }, info) => {
      const headers = { Origin: baseURL!, 'Accept-Language': lang };
      expect((await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
      const foods = (await (await page.request.get('/api/foods?limit=100')).json()) as {
        id: number;
        slug: string;
        expiresWithBagDays: number;
      }[];
      const food = (slug: string) => foods.find((f) => f.slug === slug)!;
      await page.request.post('/api/fridge-items', {
        data: { foodId: food('strawberries').id, bagSize: 'S' },
        headers,
      });
      // Lemons whose last good day is in a few hours: eaten now, the fridge asks whether they were still good.
      const lemons = food('lemons');
      const nearlyOver = new Date(Date.now() - (lemons.expiresWithBagDays * DAY_MS - 6 * 3600 * 1000));
      expect(
        (
          await page.request.post('/api/fridge-items', {
            data: { foodId: lemons.id, bagSize: 'M', startDatetime: nearlyOver.toISOString() },
            headers,
          })
        ).ok(),
      ).toBe(true);

      await page.goto('/fridge');
      await page.getByRole('button', { name: t.open(t.strawberries) }).click();
      await page
        .getByRole('dialog', { name: t.strawberries })
        .getByRole('button', { name: t.discard })
        .click();
      const bin = page.getByRole('dialog', { name: t.discard });
      await expect(bin.getByRole('group', { name: t.why })).toBeVisible();
      await checkScreen(page, info, `discard-reason-${lang}-390x844`);
      await expectNoViolations(page);
      await bin.getByRole('button', { name: t.tooMuch }).click();
      await expect(page.getByText(t.thanks)).toBeVisible();

      await page.getByRole('button', { name: t.open(t.lemons) }).click();
      await page.getByRole('dialog', { name: t.lemons }).getByRole('button', { name: t.eaten }).click();
      const asked = page.getByRole('dialog', { name: t.stillGood });
      await expect(asked).toBeVisible();
      await checkScreen(page, info, `still-good-${lang}-390x844`);
      await expectNoViolations(page);
      await asked.getByRole('button', { name: t.yes }).click();
      await expect(asked).toHaveCount(0);

      // Both answers reach the server once the few seconds to undo are over.
      await expect
        .poll(
          async () =>
            (await closedItems(page))
              .map((i) => [i.food.slug, i.state, i.discardReason, i.stillGood])
              .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
          { timeout: 20_000 },
        )
        .toEqual([
          ['lemons', 'consumed', null, true],
          ['strawberries', 'discarded', 'too_much', null],
        ]);

      await page.goto('/profile/impact');
      const reasons = page.getByRole('region', { name: t.reasons });
      await expect(reasons.getByText(t.tooMuch)).toBeVisible();
      await expect(reasons.getByText(t.oneItem)).toBeVisible();

      // Two pears that went off at once: the fridge now expects pears to last half as long, and says why.
      for (let i = 0; i < 2; i++) {
        const item = (await (
          await page.request.post('/api/fridge-items', {
            data: { foodId: food('pears').id, bagSize: 'M' },
            headers,
          })
        ).json()) as { id: string };
        await page.request.patch(`/api/fridge-items/${item.id}`, { data: { state: 'discarded' }, headers });
        await page.request.put(`/api/fridge-items/${item.id}/feedback`, {
          data: { discardReason: 'went_off' },
          headers,
        });
      }
      await page.goto('/profile');
      const learned = page.getByRole('region', { name: t.learnedTitle });
      await expect(learned).toBeVisible();
      await learned.scrollIntoViewIfNeeded();
      await checkScreen(page, info, `shelf-lives-${lang}-390x844`);
      await expectNoViolations(page);
      await learned.getByRole('button', { name: t.forget }).click();
      await expect(page.getByText(t.forgotten)).toBeVisible();
      await expect(learned).toHaveCount(0);
    });
  });
}
