import { expect, test, type Page } from '@playwright/test';
import { signUpVerified } from './support';

// The how-to dialog and the auth dialog's choices are component tests
// (features/fridge/components/fridge-dialogs.component.test.tsx); here, what needs the server.

async function openAddFromEmptyFridge(page: Page) {
  await page.goto('/fridge');
  await page.getByRole('button', { name: 'Aggiungi il primo alimento' }).click();
}

test('a guest fills the form and the summary sends them to /signup', async ({ page }) => {
  await openAddFromEmptyFridge(page);
  await page.getByRole('button', { name: 'Continua come ospite' }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
  await add.getByRole('button', { name: 'Cosa mostrano le immagini' }).click();
  const gallery = page.getByRole('dialog', { name: 'Usare i sacchetti freschezza' });
  await expect(gallery.getByText('Riponilo nel cassetto del frigo.')).toBeVisible();
  await gallery.getByRole('button', { name: 'Chiudi' }).click();
  await add.getByRole('button', { name: 'Verdura' }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await add.getByRole('button', { name: 'Scegli un alimento' }).click();
  await page
    .getByRole('dialog', { name: 'Scegli un alimento' })
    .getByRole('button', { name: 'Carote' })
    .click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await expect(add.getByText('Completa la registrazione per salvare')).toBeVisible();
  await add.getByRole('button', { name: 'Completa la registrazione' }).click();
  await expect(page).toHaveURL('/signup');
});

test('a signed-in user adds carrots through the three steps and sees the tile', async ({ page, baseURL }) => {
  await signUpVerified(page, baseURL!, 'fridge');

  await openAddFromEmptyFridge(page);
  const add = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
  await add.getByRole('button', { name: 'Verdura' }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await expect(add.getByText('Scegli un alimento per vedere i promemoria.')).toBeVisible();
  // The picker opens on the type chosen first; its other tab lists the fruit.
  await add.getByRole('button', { name: 'Scegli un alimento' }).click();
  const picker = page.getByRole('dialog', { name: 'Scegli un alimento' });
  await expect(picker.getByRole('tab', { name: 'Verdura' })).toHaveAttribute('aria-selected', 'true');
  await picker.getByRole('tab', { name: 'Frutta' }).click();
  await expect(picker.getByRole('button', { name: 'Pesche' })).toBeVisible();
  await picker.getByRole('tab', { name: 'Verdura' }).click();
  await picker.getByRole('button', { name: 'Carote' }).click();
  await expect(picker).toBeHidden();
  await add.getByRole('button', { name: 'L', exact: true }).click();
  // The calendar starts weeks on Monday in Italian; the food went in yesterday.
  await add.getByRole('button', { name: /Giorno in cui va in frigo/ }).click();
  const calendar = add.getByRole('grid');
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('abbr', 'lunedì');
  await calendar.locator('button[tabindex="0"]').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await add.getByRole('button', { name: '5 giorni dopo' }).click();
  await add.getByRole('button', { name: 'Avanti' }).click();
  await expect(add.getByText(/tra 4 giorni/)).toBeVisible();
  await add.getByRole('button', { name: 'Aggiungi al frigo' }).click();

  await expect(page.getByText('Alimento aggiunto al frigo')).toBeVisible();
  const tile = page.getByRole('article').filter({ hasText: 'Carote' });
  await expect(tile).toBeVisible();
  await expect(tile.getByText('24 giorni rimasti')).toBeVisible();
  const yesterday = new Date(Date.now() - 86_400_000);
  // A tile's start date, as the specification writes it: dd/MM/yy.
  const ddmmyy = `${String(yesterday.getDate()).padStart(2, '0')}/${String(yesterday.getMonth() + 1).padStart(2, '0')}/${String(yesterday.getFullYear() % 100).padStart(2, '0')}`;
  await expect(tile.getByText(ddmmyy, { exact: true })).toBeVisible();
  await expect(tile).toHaveAttribute('data-colour', 'green');
  await expect(page.getByRole('button', { name: 'Aggiungi alimento' })).toBeVisible();
});

test('open an item: freshness bonus, eaten, thrown away (organic bin), deleted', async ({
  page,
  baseURL,
}) => {
  const headers = { Origin: baseURL! };
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const id = (slug: string) => foods.find((f) => f.slug === slug)!.id;
  for (const slug of ['carrots', 'lettuce', 'lemons']) {
    expect(
      (
        await page.request.post('/api/fridge-items', {
          data: { foodId: id(slug), bagSize: 'M', customReminderDays: 2 },
          headers,
        })
      ).ok(),
    ).toBe(true);
  }
  await page.goto('/fridge');

  await page.getByRole('button', { name: 'Apri Carote' }).click();
  const carrots = page.getByRole('dialog', { name: 'Carote' });
  await expect(carrots.getByText('Bonus freschezza: +8 giorni')).toBeVisible();
  await expect(carrots.getByText('Sacchetto M')).toBeVisible();
  await carrots.getByRole('button', { name: /Rimuovi il promemoria/ }).click();
  await expect(carrots.getByRole('button', { name: /Rimuovi il promemoria/ })).toHaveCount(0);
  await carrots.getByRole('button', { name: 'Consumato' }).click();
  await expect(page.getByText('Buon appetito!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Apri Lattuga' }).click();
  await page.getByRole('dialog', { name: 'Lattuga' }).getByRole('button', { name: 'Buttato' }).click();
  await expect(page.getByText("Metti il sacchetto vuoto nel bidone dell'organico.")).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Apri Lattuga' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Apri Limoni' }).click();
  await page.getByRole('dialog', { name: 'Limoni' }).getByRole('button', { name: 'Elimina' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare Limoni?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Alimento eliminato')).toBeVisible();
  await expect(page.getByText('Il tuo frigo è vuoto.')).toBeVisible();
});

async function guestWith(page: Page, baseURL: string, slugs: string[]) {
  const headers = { Origin: baseURL };
  await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  for (const slug of slugs) {
    const foodId = foods.find((f) => f.slug === slug)!.id;
    const saved = await page.request.post('/api/fridge-items', { data: { foodId, bagSize: 'S' }, headers });
    expect(saved.ok()).toBe(true);
  }
}

test('an empty tab says so; the list view shows rows and deletes after asking', async ({ page, baseURL }) => {
  await guestWith(page, baseURL!, ['peaches', 'pears']);
  await page.goto('/fridge');
  await page.getByRole('tab', { name: 'Verdura' }).click();
  await expect(page.getByText('Nessuna verdura trovata')).toBeVisible();
  await page.getByRole('tab', { name: 'Frutta' }).click();

  await page.getByRole('button', { name: 'Elenco' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Pesche' });
  await expect(row.getByText('Sacchetto S')).toBeVisible();
  const today = new Date();
  const ddmmyyyy = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(row.getByText(`Aggiunto il ${ddmmyyyy}`)).toBeVisible();
  await row.getByRole('button', { name: 'Elimina Pesche' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare Pesche?' });
  await confirm.getByRole('button', { name: 'Annulla' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Elimina Pesche' }).click();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Alimento eliminato')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Pesche' })).toHaveCount(0);

  // The choice of view is remembered; a row opens the item.
  await page.reload();
  await page.getByRole('button', { name: 'Apri Pere' }).click();
  await expect(page.getByRole('dialog', { name: 'Pere' })).toBeVisible();
});
