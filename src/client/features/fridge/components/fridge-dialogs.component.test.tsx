// The fridge's dialogs that decide by themselves: the how-to opens and closes; the auth dialog asked for by
// an action of a signed-out visitor drops it when dismissed, leads to log in or sign up, or makes a guest and
// runs it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fridgeItemListResponse, shelfLifeListResponse } from '@/shared/responses/fridge';
import { answer, guestSession } from '../../../../../tests/components/answers';
import { renderApp } from '../../../../../tests/components/render-app';
import { server } from '../../../../../tests/components/server';

it('the how-to-use dialog explains the fridge, and Escape closes it', async () => {
  const user = userEvent.setup();
  await renderApp('/fridge', 'it');
  await user.click(await screen.findByRole('button', { name: 'Come usare il frigo' }));
  const howTo = await screen.findByRole('dialog', { name: 'Come usare il frigo' });
  expect(within(howTo).getByText(/Tocca un riquadro per segnare/)).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

describe('the auth dialog, asked for by the first add of a signed-out visitor', () => {
  async function openAuth() {
    const user = userEvent.setup();
    const app = await renderApp('/fridge', 'it');
    await user.click(await screen.findByRole('button', { name: 'Aggiungi il primo alimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accedi per continuare' });
    return { user, dialog, router: app.router };
  }

  it('dismissed, drops the action', async () => {
    const { user } = await openAuth();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Aggiungi al frigo' })).toBeNull();
  });

  it('"Accedi" leads to log in, the dialog closed', async () => {
    const { user, dialog, router } = await openAuth();
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Registrati" leads to sign up', async () => {
    const { user, dialog, router } = await openAuth();
    await user.click(within(dialog).getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('"Continua come ospite" makes a guest and runs the action: the add dialog opens', async () => {
    let signedIn = false;
    server.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(signedIn ? guestSession('it') : null)),
      // The auth library's own answer, which has no shared schema; the app reads only the session after it.
      http.post('/api/auth/sign-in/anonymous', () => {
        signedIn = true;
        return HttpResponse.json({ token: 'guest-token', user: guestSession('it').user });
      }),
      http.get('/api/fridge-items', () => answer(fridgeItemListResponse, [])),
      http.get('/api/shelf-lives', () => answer(shelfLifeListResponse, [])),
    );
    const { user, dialog } = await openAuth();
    await user.click(within(dialog).getByRole('button', { name: 'Continua come ospite' }));
    const add = await screen.findByRole('dialog', { name: 'Aggiungi al frigo' });
    expect(within(add).getByText('Cosa metti nel sacchetto?')).toBeTruthy();
    expect(signedIn).toBe(true);
  });
});
