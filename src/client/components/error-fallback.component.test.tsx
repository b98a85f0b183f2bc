// A screen that fails while drawing shows the error fallback, whose toggle shows the error's message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/components/render-app';
import { server } from '../../../tests/components/server';

afterEach(() => vi.restoreAllMocks());

it('a screen that fails to render shows the error fallback with its message', async () => {
  const user = userEvent.setup();
  // An answer the screen cannot draw (an object where a list belongs): on purpose not what the prizes' schema
  // allows, so it is not made with answer().
  server.use(http.get('/api/prizes', () => HttpResponse.json({ unexpected: true })));
  // React and the router report the error they caught: expected here, kept out of the test's output.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await renderApp('/fridge', 'it');
  const tabs = await screen.findByRole('navigation', { name: 'Sezioni principali' });
  await user.click(within(tabs).getByRole('link', { name: 'Premi' }));
  expect(await screen.findByText('Qualcosa è andato storto!')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Mostra errore' }));
  expect(screen.getByRole('button', { name: 'Nascondi errore' }).getAttribute('aria-expanded')).toBe('true');
  expect(document.querySelector('pre')?.textContent).toMatch(/not a function/i);
});
