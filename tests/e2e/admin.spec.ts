// The operator's screens at /admin, driven by an admin: a food made with a picture (a file that is no picture
// refused by the server, under the field), changed, searched and paged; a prize (a taken slug refused under
// the field), a coupon and an idea made and changed, a coupon deleted; two held prize claims, one rejected with a reason the user reads, one approved; an account and its
// points; the changes in the audit list. Each screen on a phone and a desktop, axe-clean, with controls a finger
// can tap. A signed-in user who is not an admin gets no admin screen and no way in.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PNG } from '../support/picture';
import { startAdminServer, type AdminServer } from './admin-server';
import { checkScreen, expectNoViolations, smallTargets } from './screens';
import { ACCOUNT_PASSWORD, appStarted } from './support';

let server: AdminServer;

// One server with its admin for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // Two starts of the server (each may take up to 150 s on a loaded machine) and a sign-up between them.
  test.setTimeout(360_000);
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, email: string) {
  const res = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email, password: ACCOUNT_PASSWORD },
    headers: { Origin: server.url },
  });
  expect(res.ok()).toBe(true);
}

/** The screen as a person meets it: nothing past the edge, nothing axe finds, every control big enough. */
async function screenIsRight(page: Page, testInfo: TestInfo, name: string) {
  await checkScreen(page, testInfo, name);
  await expectNoViolations(page);
  // A toast of the last change, over the form's foot, is measured as the form's buttons' neighbour: it goes.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await smallTargets(page), `${name}: controls too small for a finger`).toEqual([]);
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: "Sezioni dell'amministrazione" })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

const row = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('an admin manages foods, prizes, coupons and ideas, decides held claims, finds an account and reads the audit', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const n = Date.now().toString(36);
  await signIn(page, server.adminEmail);

  await test.step('the profile leads to the administration', async () => {
    await page.goto(`${server.url}/profile`);
    await appStarted(page);
    await page.getByRole('link', { name: "Apri l'amministrazione" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Alimenti' })).toBeVisible();
    await expect(page.getByText('1–20 di 24')).toBeVisible();
    await screenIsRight(page, testInfo, 'admin-foods-390x844');
  });

  await test.step('the foods page and search', async () => {
    await page.getByRole('button', { name: 'Successivi' }).click();
    await expect(page.getByText('21–24 di 24')).toBeVisible();
    await page.getByLabel('Cerca per nome o slug').fill('pe');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page.getByText('1–4 di 4')).toBeVisible();
    await expect(row(page, 'pears')).toBeVisible();
    await expect(row(page, 'carrots')).toHaveCount(0);
  });

  const food = `feijoa-${n}`;
  await test.step('a new food: a file that is no picture is refused under the field, then a PNG is kept', async () => {
    await page.getByRole('button', { name: 'Nuovo alimento' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Nuovo alimento' })).toBeVisible();
    await page.getByLabel('Nome (in italiano)').fill('Feijoa');
    await page.getByLabel('Tipo').selectOption('fruit');
    await page.getByLabel('Slug').fill(food);
    await page.getByLabel('Durata senza sacchetto (giorni)').fill('5');
    await page.getByLabel('Durata con il sacchetto (giorni)').fill('7');
    await page.getByLabel('Prezzo al kg (centesimi di euro)').fill('450');
    await page.getByLabel('Immagine').setInputFiles({
      name: 'feijoa.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText("La foto deve essere un'immagine JPEG, PNG o WebP")).toBeVisible();
    await expect(page.getByLabel('Immagine')).toHaveAttribute('aria-invalid', 'true');
    // The food is saved: what follows changes it.
    await expect(page.getByRole('heading', { level: 2, name: 'Modifica Feijoa' })).toBeVisible();
    await screenIsRight(page, testInfo, 'admin-food-form-390x844');

    await page.getByLabel('Immagine').setInputFiles({
      name: 'feijoa.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG),
    });
    await expect(page.getByRole('img', { name: "L'immagine dell'alimento" })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Alimenti' })).toBeVisible();
  });

  await test.step('the food is found, changed, and shows its picture', async () => {
    await page.getByLabel('Cerca per nome o slug').fill(food);
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page.getByText('1–1 di 1')).toBeVisible();
    await expect(row(page, food).locator('img')).toHaveAttribute(
      'src',
      /^\/storage\/public\/foods\/uploads\/[0-9a-f-]+\.webp$/,
    );
    await page.getByRole('button', { name: 'Modifica Feijoa' }).click();
    await expect(page.getByLabel('Prezzo al kg (centesimi di euro)')).toHaveValue('450');
    await page.getByLabel('Durata con il sacchetto (giorni)').fill('9');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Alimenti' })).toBeVisible();
    const saved = await page.request.get(`${server.url}/api/admin/foods?slug=eq.${food}`);
    expect(await saved.json()).toMatchObject([{ expiresWithBagDays: 9, priceCentsPerKg: 450 }]);
  });

  const prizeSlug = `e2e-prize-${n}`;
  await test.step('a prize is made and changed', async () => {
    await openSection(page, 'Premi');
    await page.getByRole('button', { name: 'Nuovo premio' }).click();
    // A slug another prize has: the server's 409, under the field.
    await page.getByLabel('Slug').fill('bag-s');
    await page.getByLabel('Livello minimo').fill('1');
    await page.getByLabel('Titolo in italiano').fill('Borsa di prova');
    await page.getByLabel('Titolo in inglese').fill('Test bag');
    await page.getByLabel('Descrizione in italiano').fill('Una borsa per la prova.');
    await page.getByLabel('Descrizione in inglese').fill('A bag for the test.');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Questo identificativo è già usato.')).toBeVisible();
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Slug').fill(prizeSlug);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(row(page, prizeSlug)).toContainText('Borsa di prova');
    await screenIsRight(page, testInfo, 'admin-prizes-390x844');
    await page.getByRole('button', { name: 'Modifica Borsa di prova' }).click();
    await page.getByLabel('Titolo in italiano').fill('Borsa premio');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(row(page, prizeSlug)).toContainText('Borsa premio');
  });

  const code = `E2E-${n}`.toUpperCase();
  await test.step('a coupon is made and changed', async () => {
    await openSection(page, 'Coupon');
    await page.getByRole('button', { name: 'Nuovo coupon' }).click();
    await page.getByLabel('Codice').fill(code);
    await page.getByLabel('Sconto (%)').fill('15');
    await page.getByLabel('Valido dal').fill('2026-01-01T00:00');
    await page.getByLabel('Valido fino al').fill('2030-12-31T23:59');
    await page.getByLabel('Livello minimo').fill('1');
    await page.getByLabel('Titolo in italiano').fill('Sconto di prova');
    await page.getByLabel('Titolo in inglese').fill('Test discount');
    await page.getByLabel('Descrizione in italiano').fill('Uno sconto.');
    await page.getByLabel('Descrizione in inglese').fill('A discount.');
    await page.getByLabel('Link per saperne di più').fill('/terms#rewards');
    await screenIsRight(page, testInfo, 'admin-coupon-form-390x844');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(row(page, code)).toContainText('−15%');
    await screenIsRight(page, testInfo, 'admin-coupons-390x844');
    await page.getByRole('button', { name: 'Modifica Sconto di prova' }).click();
    await page.getByLabel('Sconto (%)').fill('20');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(row(page, code)).toContainText('−20%');
  });

  await test.step('a coupon is deleted after a question', async () => {
    await page.getByRole('button', { name: 'Nuovo coupon' }).click();
    await page.getByLabel('Codice').fill(`${code}-X`);
    await page.getByLabel('Sconto (%)').fill('5');
    await page.getByLabel('Valido dal').fill('2026-01-01T00:00');
    await page.getByLabel('Valido fino al').fill('2026-02-01T00:00');
    for (const [label, text] of [
      ['Titolo in italiano', 'Da eliminare'],
      ['Titolo in inglese', 'To delete'],
      ['Descrizione in italiano', 'Breve.'],
      ['Descrizione in inglese', 'Short.'],
      ['Link per saperne di più', '/terms'],
    ] as const) {
      await page.getByLabel(label).fill(text);
    }
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('button', { name: 'Elimina Da eliminare' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminarlo?' });
    await expect(confirm).toContainText('«Da eliminare» sarà eliminato definitivamente.');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, `${code}-X`)).toHaveCount(0);
    await expect(row(page, code)).toBeVisible();
  });

  const ideaSlug = `e2e-idea-${n}`;
  await test.step('an idea is made and changed', async () => {
    await openSection(page, 'Idee');
    await page.getByRole('button', { name: 'Nuova idea' }).click();
    await page.getByLabel('Slug').fill(ideaSlug);
    await page.getByLabel('Minuti').fill('10');
    await page.getByRole('group', { name: 'Alimenti' }).getByLabel('Pere', { exact: true }).check();
    await page.getByRole('group', { name: 'Alimenti' }).getByLabel('Carote', { exact: true }).check();
    await page.getByLabel('Titolo in italiano').fill('Insalata di prova');
    await page.getByLabel('Titolo in inglese').fill('Test salad');
    await page.getByLabel('Passaggi in italiano').fill('Taglia tutto.\nCondisci e servi.');
    await page.getByLabel('Passaggi in inglese').fill('Cut everything.\nDress and serve.');
    await screenIsRight(page, testInfo, 'admin-idea-form-390x844');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Idee' })).toBeVisible();
    await page.getByLabel('Cerca per titolo o slug').fill(ideaSlug);
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page.getByText('1–1 di 1')).toBeVisible();
    await expect(row(page, ideaSlug)).toContainText('pears, carrots');
    await screenIsRight(page, testInfo, 'admin-ideas-390x844');
    await page.getByRole('button', { name: 'Modifica Insalata di prova' }).click();
    await page.getByLabel('Minuti').fill('15');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(row(page, ideaSlug)).toBeVisible();
    const saved = await page.request.get(`${server.url}/api/admin/ideas?slug=eq.${ideaSlug}`);
    expect(await saved.json()).toMatchObject([{ minutes: 15, foods: ['pears', 'carrots'] }]);
  });

  // Two new accounts claim the level-1 prize: a young account's claim waits for an admin.
  const prizes = (await (
    await page.request.get(`${server.url}/api/admin/prizes?slug=eq.${prizeSlug}`)
  ).json()) as { id: number }[];
  const [rejected, approved] = [await server.signUp('claim-a'), await server.signUp('claim-b')];
  for (const account of [rejected, approved]) {
    const claim = await account.api.post(`/api/prizes/${prizes[0]!.id}/claim`);
    expect(claim.status()).toBe(201);
    expect(await claim.json()).toMatchObject({ status: 'held', code: null });
  }
  const reason = 'Account creato da pochi minuti: riprova tra qualche giorno.';

  await test.step('a held claim is rejected with a reason, another approved', async () => {
    await openSection(page, 'Richieste di premi');
    await expect(row(page, rejected.email)).toContainText("l'account è nuovo");
    await screenIsRight(page, testInfo, 'admin-claims-390x844');
    await row(page, rejected.email).getByRole('button', { name: 'Rifiuta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rifiuta la richiesta' });
    await dialog.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(dialog.getByText('Scrivi perché la richiesta è respinta')).toBeVisible();
    await dialog.getByLabel('Motivo').fill(reason);
    await screenIsRight(page, testInfo, 'admin-claim-reject-390x844');
    await dialog.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, rejected.email)).toHaveCount(0);
    await row(page, approved.email).getByRole('button', { name: 'Approva' }).click();
    await expect(page.getByText('Nessuna richiesta qui.')).toBeVisible();
    await page.getByRole('button', { name: 'Rifiutate' }).click();
    await expect(row(page, rejected.email)).toBeVisible();
  });

  await test.step('the users read the decisions', async () => {
    const claimOf = async (account: { api: APIRequestContext }) => {
      const list = (await (await account.api.get('/api/prizes')).json()) as {
        slug: string;
        claim: { status: string; reason?: string | null; code: string | null } | null;
      }[];
      return list.find((p) => p.slug === prizeSlug)?.claim;
    };
    expect(await claimOf(rejected)).toMatchObject({ status: 'rejected', reason, code: null });
    expect(await claimOf(approved)).toMatchObject({ status: 'approved', code: expect.any(String) });
  });

  await test.step('an account is found by its address, with its points', async () => {
    await openSection(page, 'Account');
    await page.getByLabel('Indirizzo e-mail').fill(rejected.email);
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    const card = page.getByRole('article');
    await expect(card.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(card).toContainText('Indirizzo verificato');
    await expect(card.getByRole('heading', { name: 'Registro dei punti (gli ultimi 100)' })).toBeVisible();
    await expect(card.getByRole('listitem').first()).toBeVisible();
    await screenIsRight(page, testInfo, 'admin-accounts-390x844');
    await page.getByLabel('Indirizzo e-mail').fill(`nobody-${n}@example.com`);
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  });

  await test.step('the audit list shows the changes, newest first', async () => {
    await openSection(page, 'Registro modifiche');
    const entries = page.getByRole('region', { name: 'Registro modifiche' }).getByRole('listitem');
    await expect(entries.first()).toContainText('Approvazione · richiesta di premio');
    await expect(entries.nth(1)).toContainText('Rifiuto · richiesta di premio');
    for (const text of [
      'Creazione · alimento',
      'Modifica · alimento',
      'Creazione · premio',
      'Creazione · coupon',
    ]) {
      await expect(entries.filter({ hasText: text }).first()).toBeVisible();
    }
    await expect(entries.first()).toContainText(server.adminEmail);
    await screenIsRight(page, testInfo, 'admin-audit-390x844');
  });

  await test.step('every section on a desktop', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [section, file] of [
      ['Alimenti', 'foods'],
      ['Premi', 'prizes'],
      ['Coupon', 'coupons'],
      ['Idee', 'ideas'],
      ['Richieste di premi', 'claims'],
      ['Account', 'accounts'],
      ['Registro modifiche', 'audit'],
    ] as const) {
      await openSection(page, section);
      if (file !== 'accounts') {
        await expect(page.getByRole('region', { name: section }).getByRole('listitem').first()).toBeVisible();
      }
      await checkScreen(page, testInfo, `admin-${file}-1280x900`);
    }
    await openSection(page, 'Alimenti');
    await page.getByRole('button', { name: 'Nuovo alimento' }).click();
    await checkScreen(page, testInfo, 'admin-food-form-1280x900');
  });
});

test('a signed-in user who is not an admin gets no admin screen and no way in', async ({
  page,
}, testInfo) => {
  const { email } = await server.signUp('not-admin');
  await signIn(page, email);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}/profile`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: "Apri l'amministrazione" })).toHaveCount(0);
  await page.goto(`${server.url}/admin?section=claims`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso non consentito' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: "Sezioni dell'amministrazione" })).toHaveCount(0);
  await screenIsRight(page, testInfo, 'admin-not-allowed-390x844');
  expect(asked.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
});
