// The fridge that cannot load says what went wrong, in the user's language: a lost connection in its own
// words (not the browser's "Failed to fetch"), a server's refusal in the message the server sent.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { guestSession, refusal } from '../../../../../tests/components/answers';
import { renderApp } from '../../../../../tests/components/render-app';
import { server } from '../../../../../tests/components/server';

const ITEMS = '/api/fridge-items';

describe('the fridge that cannot load', () => {
  const offline = [
    [
      'it',
      'for want of a connection says so in Italian',
      'Errore nel caricamento degli alimenti: Connessione non riuscita: controlla la rete e riprova.',
    ],
    [
      'en',
      'and in English',
      'Error loading fridge items: Could not connect: check your connection and try again.',
    ],
  ] as const;
  for (const [language, name, message] of offline) {
    it(name, async () => {
      server.use(
        http.get('/api/auth/get-session', () => HttpResponse.json(guestSession(language))),
        http.get(ITEMS, () => HttpResponse.error()),
      );
      await renderApp('/fridge', language);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    });
  }

  it('because the server refused shows "Error loading fridge items" with its message', async () => {
    server.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(guestSession('it'))),
      http.get(ITEMS, () => refusal(503, 'unavailable', 'Servizio non disponibile')),
    );
    await renderApp('/fridge', 'it');
    // The server's message, with no English sentence of the code inside the Italian text.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Errore nel caricamento degli alimenti: Servizio non disponibile',
    );
  });
});
