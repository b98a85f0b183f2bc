// Reminders that respect the user, on a phone (its words in both languages below): phone notifications are offered right after
// the first item goes in (not before) and "Not now" is remembered; "Remind me tomorrow" from the item; the
// preferences (hour, days before, quiet days, one notification) saved from the profile move the reminders
// still to come. axe finds nothing.
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, expectNoViolations } from './screens';
import { signUpVerified } from './support';

interface Item {
  id: string;
  endDatetime: string;
  reminders: { reminderDatetime: string; isDefault: boolean; isSnooze: boolean }[];
}

const TEXTS = {
  it: {
    add: 'Aggiungi il primo alimento',
    dialog: 'Aggiungi al frigo',
    vegetable: 'Verdura',
    next: 'Avanti',
    choose: 'Scegli un alimento',
    carrots: 'Carote',
    open: 'Apri Carote',
    offer: 'Un avviso prima che scada?',
    notNow: 'Non ora',
    snooze: 'Ricordamelo domani',
    snoozed: 'Va bene: te lo ricordiamo domani.',
    hour: 'Ora dei promemoria',
    when: 'Il promemoria principale',
    twoBefore: '2 giorni prima',
    sunday: 'domenica',
    digest: 'Una sola notifica',
    save: 'Salva le preferenze',
    saved: 'Preferenze salvate: i promemoria in arrivo seguono i nuovi orari.',
  },
  en: {
    add: 'Add your first food',
    dialog: 'Add to the fridge',
    vegetable: 'Vegetables',
    next: 'Next',
    choose: 'Choose a food',
    carrots: 'Carrots',
    open: 'Open Carrots',
    offer: 'A heads-up before it goes off?',
    notNow: 'Not now',
    snooze: 'Remind me tomorrow',
    snoozed: "All right: we'll remind you tomorrow.",
    hour: 'Reminder time',
    when: 'The main reminder',
    twoBefore: '2 days before',
    sunday: 'Sunday',
    digest: 'One notification',
    save: 'Save preferences',
    saved: 'Preferences saved: the reminders to come follow the new times.',
  },
} as const;

const items = async (page: Page) =>
  (await (await page.request.get('/api/fridge-items?state=eq.stored&limit=100')).json()) as Item[];

/** The hour `instant` shows in Rome. */
const romeHour = (instant: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Europe/Rome' }).format(
      new Date(instant),
    ),
  );

// One language for the journey, the other for another journey (the suite's time on a 2-core machine): the
// steps are the same in both, and every text of the other language is held to exist by the locale parity test.
for (const lang of ['it'] as (keyof typeof TEXTS)[]) {
  const t = TEXTS[lang];

  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'it' ? 'it-IT' : 'en-GB', timezoneId: 'Europe/Rome' });

    test('notifications offered after the first item, snooze from the item, and the preferences', async ({
      page,
      baseURL,
    }, info) => {
      await signUpVerified(page, baseURL!, 'preferences', lang);
      await page.goto('/fridge');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing is offered before there is something to be reminded of.
      await expect(page.getByRole('region', { name: t.offer })).toHaveCount(0);

      await page.getByRole('button', { name: t.add }).click();
      const add = page.getByRole('dialog', { name: t.dialog });
      await add.getByRole('button', { name: t.vegetable }).click();
      await add.getByRole('button', { name: t.next }).click();
      await add.getByRole('button', { name: t.choose }).click();
      await page.getByRole('dialog', { name: t.choose }).getByRole('button', { name: t.carrots }).click();
      await add.getByRole('button', { name: t.next }).click();
      await add.getByRole('button', { name: t.dialog }).click();

      const offer = page.getByRole('region', { name: t.offer });
      await expect(offer).toBeVisible();
      await expect(page.getByRole('button', { name: t.open })).toBeVisible();
      await checkScreen(page, info, `push-offer-${lang}-390x844`);
      await expectNoViolations(page);
      await offer.getByRole('button', { name: t.notNow }).click();
      await expect(offer).toHaveCount(0);

      // Remind me tomorrow, from the item.
      await expect.poll(async () => (await items(page)).length, { timeout: 15_000 }).toBe(1);
      await page.getByRole('button', { name: t.open }).click();
      await page.getByRole('dialog', { name: t.carrots }).getByRole('button', { name: t.snooze }).click();
      await expect(page.getByText(t.snoozed)).toBeVisible();
      await expect
        .poll(async () => (await items(page))[0]!.reminders.filter((r) => r.isSnooze).length, {
          timeout: 15_000,
        })
        .toBe(1);

      // The preferences: 18:00, two days before the end, no reminders on Sundays, one notification.
      await page.goto('/profile');
      await page.getByLabel(t.hour).selectOption('18');
      await page.getByLabel(t.when).selectOption({ label: t.twoBefore });
      const sunday = page.getByRole('button', { name: t.sunday, exact: true });
      await sunday.click();
      await expect(sunday).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('switch', { name: t.digest, exact: true }).click();
      await page.getByRole('button', { name: t.save }).scrollIntoViewIfNeeded();
      await checkScreen(page, info, `reminder-preferences-${lang}-390x844`);
      await expectNoViolations(page);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      expect(await (await page.request.get('/api/account/reminder-preferences')).json()).toEqual({
        hour: 18,
        daysBefore: 2,
        quietDays: [7],
        pushDigest: true,
      });
      // The carrots' reminders still to come now arrive at 18:00 in Rome.
      const [carrots] = await items(page);
      for (const reminder of carrots!.reminders) expect(romeHour(reminder.reminderDatetime)).toBe(18);

      // "Not now" was remembered: another first item on this device offers nothing.
      await page.goto('/fridge');
      await expect(page.getByRole('button', { name: t.open })).toBeVisible();
      await expect(page.getByRole('region', { name: t.offer })).toHaveCount(0);
    });
  });
}
