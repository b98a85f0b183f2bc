// A guest prepares a food in the add dialog, whose summary sends them to register: the food is kept on the
// device through the registration (a reload and a closed tab in between) and added once the account exists,
// exactly once, with its points, whichever way the account comes: /signup, /login or /profile/create.
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { checkScreen } from './screens';
import { appStarted, codeFrom, latestMail, signUpVerified, uniqueEmail } from './support';

const TEXTS = {
  it: {
    addFirst: 'Aggiungi il primo alimento',
    guest: 'Continua come ospite',
    dialog: 'Aggiungi al frigo',
    fruit: 'Frutta',
    next: 'Avanti',
    chooseFood: 'Scegli un alimento',
    food: 'Fragole',
    twoDays: '2 giorni dopo',
    register: 'Completa la registrazione',
    kept: 'Lo aggiungeremo al tuo frigo appena avrai completato la registrazione.',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Conferma password',
    signUp: 'Registrati',
    logIn: 'Accedi',
    code: 'Codice',
    codeSubject: /codice/,
    verify: 'Verifica',
    createAccount: 'Crea il tuo account',
    sendCode: 'Invia il codice',
    newPassword: 'Nuova password',
    createSave: "Crea l'account",
    points: (n: number) => `${n} punti`,
  },
  en: {
    addFirst: 'Add your first food',
    guest: 'Continue as guest',
    dialog: 'Add to the fridge',
    fruit: 'Fruit',
    next: 'Next',
    chooseFood: 'Choose a food',
    food: 'Strawberries',
    twoDays: '2 days after',
    register: 'Complete registration',
    kept: "We'll add it to your fridge as soon as you've registered.",
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    signUp: 'Sign up',
    logIn: 'Log in',
    code: 'Code',
    codeSubject: /code/,
    verify: 'Verify',
    createAccount: 'Create your account',
    sendCode: 'Send the code',
    newPassword: 'New password',
    createSave: 'Create the account',
    points: (n: number) => `${n} points`,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const PASSWORD = 'fragole-nel-sacchetto-2026';

// Each walks the whole way, from the empty fridge through the registration to the fridge again, and back,
// loading the app some ten times: minutes on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });
/**
 * What the account has once the strawberries are in: 5 for the account, 2 for the add, and the first add's
 * achievements (first S bag 10, first fruit 10, first bag used 10, a new food 20).
 */
const POINTS_AFTER = 5 + 2 + 10 + 10 + 10 + 20;

interface StoredItem {
  bagSize: string;
  food: { slug: string };
  reminders: { isDefault: boolean }[];
}

/** /fridge as a newcomer: continue as a guest, prepare strawberries (S, reminder 2 days after), the summary. */
async function prepareAsGuest(
  page: Page,
  x: Texts,
  testInfo: TestInfo,
  shot: string,
  { desktop = false } = {},
): Promise<void> {
  await page.goto('/fridge');
  await appStarted(page);
  await page.getByRole('button', { name: x.addFirst }).click();
  await page.getByRole('button', { name: x.guest }).click();
  const add = page.getByRole('dialog', { name: x.dialog });
  await add.getByRole('button', { name: x.fruit }).click();
  await add.getByRole('button', { name: x.next }).click();
  await add.getByRole('button', { name: x.chooseFood }).click();
  await page.getByRole('dialog', { name: x.chooseFood }).getByRole('button', { name: x.food }).click();
  await add.getByRole('button', { name: 'S', exact: true }).click();
  await add.getByRole('button', { name: x.twoDays }).click();
  await add.getByRole('button', { name: x.next }).click();
  // The summary says what becomes of the food prepared.
  await expect.soft(add.getByText(x.kept)).toBeVisible();
  await checkScreen(page, testInfo, `${shot}-390x844`);
  if (desktop) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkScreen(page, testInfo, `${shot}-1280x800`);
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await add.getByRole('button', { name: x.register }).click();
  await expect(page).toHaveURL('/signup');
}

/** A reload, then the tab closed and the app opened again in another of the same browser: what is kept stays. */
async function reloadAndReopen(page: Page, context: BrowserContext): Promise<Page> {
  await page.reload();
  await appStarted(page);
  const url = new URL(page.url()).pathname;
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(url);
  await appStarted(reopened);
  return reopened;
}

/** The fridge shows the strawberries once, the server has them once as prepared, the profile their points. */
async function addedOnce(page: Page, x: Texts): Promise<void> {
  await page.goto('/fridge');
  await appStarted(page);
  const tiles = page.getByRole('article').filter({ hasText: x.food });
  await expect(tiles).toHaveCount(1);
  await expect
    .poll(async () => {
      const items = (await (
        await page.request.get('/api/fridge-items?state=eq.stored&limit=100')
      ).json()) as StoredItem[];
      return items.map((i) => ({
        slug: i.food.slug,
        bag: i.bagSize,
        custom: i.reminders.filter((r) => !r.isDefault).length,
      }));
    })
    .toEqual([{ slug: 'strawberries', bag: 'S', custom: 1 }]);
  // Reading again, going back and opening another tab add nothing more.
  await page.goBack();
  await page.goForward();
  await page.reload();
  await appStarted(page);
  const other = await page.context().newPage();
  await other.goto('/fridge');
  await appStarted(other);
  await expect(other.getByRole('article').filter({ hasText: x.food })).toHaveCount(1);
  await other.close();
  await expect(tiles).toHaveCount(1);
  const items = (await (await page.request.get('/api/fridge-items?limit=100')).json()) as StoredItem[];
  expect(items).toHaveLength(1);
  await page.goto('/profile');
  await expect(page.getByText(x.points(POINTS_AFTER), { exact: true })).toBeVisible();
}

test('a guest prepares strawberries, signs up at /signup (reload and closed tab between) and finds them once', async ({
  page,
  context,
}, testInfo) => {
  const x = TEXTS.it;
  await prepareAsGuest(page, x, testInfo, 'summary-it', { desktop: true });
  // Another tab of the guest's stays open through the registration.
  const second = await context.newPage();
  await second.goto('/fridge');
  await appStarted(second);
  page = await reloadAndReopen(page, context);

  const email = uniqueEmail('prepared');
  await page.getByLabel(x.firstName, { exact: true }).fill('Ada');
  await page.getByLabel(x.lastName, { exact: true }).fill('Lovelace');
  await page.getByLabel(x.email, { exact: true }).fill(email);
  await page.getByLabel(x.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(x.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: x.signUp }).click();
  await page
    .getByLabel(x.code, { exact: true })
    .fill(codeFrom(await latestMail(page.request, email, x.codeSubject)));
  await page.getByRole('button', { name: x.verify }).click();
  await expect(page).not.toHaveURL('/signup');

  // The tab left open comes back to the app: it sees the account, and adds nothing again.
  await second.bringToFront();
  await second.reload();
  await appStarted(second);
  await expect(second.getByRole('article').filter({ hasText: x.food })).toHaveCount(1);
  await second.close();
  await page.bringToFront();
  await addedOnce(page, x);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a guest prepares strawberries, logs in to an existing account (reload and closed tab between) and finds them once', async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    const x = TEXTS.en;
    // The account, made earlier on another device.
    const elsewhere = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
    const email = await signUpVerified(await elsewhere.newPage(), baseURL!, 'prepared-login', 'en');
    await elsewhere.close();

    await prepareAsGuest(page, x, testInfo, 'summary-en', { desktop: true });
    await page.getByRole('link', { name: x.logIn }).click();
    await expect(page).toHaveURL(/\/login/);
    page = await reloadAndReopen(page, context);

    await page.getByLabel(x.email, { exact: true }).fill(email);
    await page.getByLabel(x.password, { exact: true }).fill('sacchetti-nel-frigo-2026');
    await page.getByRole('button', { name: x.logIn, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await addedOnce(page, x);
  });
});

test('a guest prepares strawberries, creates the account at /profile/create (reload and closed tab between) and finds them once', async ({
  page,
  context,
}, testInfo) => {
  const x = TEXTS.it;
  await prepareAsGuest(page, x, testInfo, 'summary-profile-create');
  await page.goto('/profile');
  await page.getByRole('link', { name: x.createAccount }).click();
  await expect(page).toHaveURL('/profile/create');
  page = await reloadAndReopen(page, context);

  const email = uniqueEmail('prepared-create');
  await page.getByLabel(x.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: x.sendCode }).click();
  await page
    .getByLabel(x.code, { exact: true })
    .fill(codeFrom(await latestMail(page.request, email, x.codeSubject)));
  await page.getByRole('button', { name: x.verify }).click();
  await page.getByLabel(x.firstName, { exact: true }).fill('Ada');
  await page.getByLabel(x.newPassword, { exact: true }).fill(PASSWORD);
  await page.getByLabel(x.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: x.createSave }).click();
  await expect(page).toHaveURL('/profile');
  await addedOnce(page, x);
});
