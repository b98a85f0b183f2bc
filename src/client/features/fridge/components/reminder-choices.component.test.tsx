// The custom reminder's choices of the add form, in English: from a start already past, a choice past is
// disabled and says so, one after the day the food should be eaten by says that day. The same steps in
// Italian, with the layout at two sizes, are the browser's (tests/e2e/reminder-options.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { fridgeItemListResponse, shelfLifeListResponse } from '@/shared/responses/fridge';
import { answer, guestSession } from '../../../../../tests/components/answers';
import { renderApp } from '../../../../../tests/components/render-app';
import { server } from '../../../../../tests/components/server';

/** What a screen reader reads after the control's name: the texts its aria-describedby points to. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

it('pears started 6 days ago: 2 and 5 days after are past, 10 is after the day they end', async () => {
  const user = userEvent.setup();
  server.use(
    http.get('/api/auth/get-session', () => HttpResponse.json(guestSession('en'))),
    http.get('/api/fridge-items', () => answer(fridgeItemListResponse, [])),
    http.get('/api/shelf-lives', () => answer(shelfLifeListResponse, [])),
  );
  await renderApp('/fridge', 'en');
  await user.click(await screen.findByRole('button', { name: 'Add your first food' }));
  const add = await screen.findByRole('dialog', { name: 'Add to the fridge' });
  await user.click(within(add).getByRole('button', { name: 'Fruit' }));
  await user.click(within(add).getByRole('button', { name: 'Next' }));
  await user.click(await within(add).findByRole('button', { name: 'Choose a food' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose a food' });
  await user.click(within(picker).getByRole('button', { name: 'Pears' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a food' })).toBeNull());

  // The day it went in, six days back in the calendar, chosen with the keyboard.
  await user.click(within(add).getByRole('button', { name: /Day it goes in the fridge/ }));
  const grid = await within(add).findByRole('grid');
  grid.querySelector<HTMLButtonElement>('button[tabindex="0"]')!.focus();
  for (let i = 0; i < 6; i++) await user.keyboard('{ArrowLeft}');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(add).queryByRole('grid')).toBeNull());

  const end = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const choice = (name: string) => within(add).getByRole('button', { name });
  await waitFor(() => expect(description(choice('2 days after'))).toBe('Already past'));
  expect(choice('2 days after').hasAttribute('disabled')).toBe(true);
  expect(choice('5 days after').hasAttribute('disabled')).toBe(true);
  expect(description(choice('5 days after'))).toBe('Already past');
  expect(choice('10 days after').hasAttribute('disabled')).toBe(true);
  expect(description(choice('10 days after'))).toBe(`After ${end}, when it should already be eaten`);
});
