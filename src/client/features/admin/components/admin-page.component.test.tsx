// /admin: a user who is not an admin is told so and nothing of the admin's data is asked for; an admin's food
// form sends numbers as numbers and empty optional figures as null, and shows the server's refusals (a taken
// slug, a field's 422 message) under the fields they name.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminFoodResponse } from '@/shared/responses/admin';
import { errorResponse } from '@/shared/responses/errors';
import type { Wire } from '@/shared/responses/wire';
import { answer } from '../../../../../tests/components/answers';
import { renderApp } from '../../../../../tests/components/render-app';
import { server } from '../../../../../tests/components/server';

function session(role: 'admin' | 'user') {
  return {
    user: {
      id: `${role}-1`,
      email: `${role}@example.com`,
      emailVerified: true,
      isAnonymous: false,
      locale: 'it',
      points: 5,
      level: 1,
      role,
    },
  };
}

const stamp = '2026-11-20T09:00:00.000Z';
const pears: Wire<typeof adminFoodResponse> = {
  id: 4,
  name: 'Pere',
  type: 'fruit',
  slug: 'pears',
  imagePath: 'public/foods/pears.svg',
  expiresWithBagDays: 6,
  expiresWithoutBagDays: 4,
  weightSGrams: 300,
  weightMGrams: 600,
  weightLGrams: 1000,
  priceCentsPerKg: 250,
  co2eGramsPerKg: 400,
  createdAt: stamp,
  updatedAt: stamp,
};

describe('/admin for a user who is not an admin', () => {
  it('says it is not allowed and asks the server for nothing of the admin’s', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    server.use(http.get('/api/auth/get-session', () => HttpResponse.json(session('user'))));
    await renderApp('/admin?section=foods', 'it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesso non consentito' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: "Sezioni dell'amministrazione" })).toBeNull();
    // No path under /api/admin (written as its parts: a path in quotes is checked to be an operation).
    expect(asked.filter((path) => path.split('/')[2] === 'admin')).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('the food form of an admin', () => {
  it('sends numbers and nulls, and shows the server’s messages under their fields', async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    server.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(session('admin'))),
      http.get('/api/admin/foods', () => {
        const res = answer(z.array(adminFoodResponse), [pears]);
        res.headers.set('Content-Range', '0-0/1');
        return res;
      }),
      http.post('/api/admin/foods', async ({ request }) => {
        sent.push(await request.json());
        attempt += 1;
        return attempt === 1
          ? answer(
              errorResponse,
              {
                error: {
                  code: 'conflict',
                  message: 'Questo slug è già usato',
                  fields: [{ field: 'slug', message: 'Questo slug è già usato' }],
                },
              },
              409,
            )
          : answer(
              errorResponse,
              {
                error: {
                  code: 'validation_failed',
                  message: 'Controlla i campi evidenziati',
                  fields: [{ field: 'priceCentsPerKg', message: 'Messaggio del server sul prezzo' }],
                },
              },
              422,
            );
      }),
    );
    const user = userEvent.setup();
    await renderApp('/admin?section=foods', 'it');
    expect(await screen.findByText('Pere')).toBeTruthy();
    expect(screen.getByText('1–1 di 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Nuovo alimento' }));
    await user.type(await screen.findByLabelText('Nome (in italiano)'), 'Feijoa');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Frutta');
    await user.type(screen.getByLabelText('Slug'), 'pears');
    await user.type(screen.getByLabelText('Durata senza sacchetto (giorni)'), '5');
    await user.type(screen.getByLabelText('Durata con il sacchetto (giorni)'), '7');
    await user.type(screen.getByLabelText('Peso sacchetto M (g)'), '450');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    const slug = screen.getByLabelText('Slug');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Questo slug è già usato')).toBeTruthy();
    expect(sent[0]).toEqual({
      name: 'Feijoa',
      type: 'fruit',
      slug: 'pears',
      expiresWithoutBagDays: 5,
      expiresWithBagDays: 7,
      weightSGrams: null,
      weightMGrams: 450,
      weightLGrams: null,
      priceCentsPerKg: null,
      co2eGramsPerKg: null,
    });

    await user.clear(slug);
    await user.type(slug, 'feijoas');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Messaggio del server sul prezzo')).toBeTruthy();
    expect(screen.getByLabelText('Prezzo al kg (centesimi di euro)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('checks with the shared schema before sending: a slug in capitals is named in Italian', async () => {
    server.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(session('admin'))),
      http.get('/api/admin/foods', () => answer(z.array(adminFoodResponse), [pears])),
    );
    const user = userEvent.setup();
    await renderApp('/admin', 'it');
    await user.click(await screen.findByRole('button', { name: 'Nuovo alimento' }));
    await user.type(await screen.findByLabelText('Slug'), 'Pere Rosse');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true'));
    // No request was made: an unanswered POST would have failed the test.
  });
});
