// /unsubscribe, the link of a reminder e-mail: opening it changes nothing (mail scanners open links), the
// button asks the server, whose refusal of the link is said; without a token the link is incomplete.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { errorResponse } from '@/shared/responses/errors';
import { answer } from '../../../../../tests/components/answers';
import { renderApp } from '../../../../../tests/components/render-app';
import { server } from '../../../../../tests/components/server';

it('asks first, and says so when the link is not valid', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  server.use(
    http.post('/api/email/unsubscribe', async ({ request }) => {
      sent.push(await request.json());
      // As the server refuses a token it did not sign (src/server/reminders/reminders.test.ts).
      return answer(
        errorResponse,
        {
          error: {
            code: 'invalid_token',
            message: 'Alcuni campi non sono validi.',
            fields: [{ field: 'token', message: 'Questo link non è valido' }],
          },
        },
        400,
      );
    }),
  );
  await renderApp('/unsubscribe?token=not-a-real-token', 'it');
  // The title's hyphen does not break (U+2011): "e-" and "mail" never sit on two lines.
  expect(
    await screen.findByRole('heading', { name: 'Vuoi disattivare i promemoria via e\u2011mail?' }),
  ).toBeTruthy();
  // Opening the link changes nothing.
  expect(sent).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Sì, disattivali' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Questo link non è valido');
  expect(sent).toEqual([{ token: 'not-a-real-token' }]);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sì, disattivali' }).hasAttribute('disabled')).toBe(false),
  );
});

it('without a token says the link is incomplete, with a way to the profile', async () => {
  await renderApp('/unsubscribe', 'it');
  expect((await screen.findByRole('alert')).textContent).toMatch(/Questo link è incompleto/);
  expect(screen.getByRole('link', { name: 'Vai al tuo profilo' })).toBeTruthy();
});
