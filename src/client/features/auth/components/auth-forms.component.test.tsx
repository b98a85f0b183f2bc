// The sign-in and sign-up forms check their fields before anything is sent, and say what is wrong under
// each field, in Italian and in English.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/components/render-app';

describe('validation messages appear under the fields', () => {
  it('in Italian, on the sign-in form', async () => {
    const user = userEvent.setup();
    await renderApp('/login', 'it');
    await user.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText("L'e-mail è obbligatoria")).toBeTruthy();
    expect(screen.getByText('La password è obbligatoria')).toBeTruthy();
    expect(screen.getByLabelText('E-mail', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('in English, on the sign-up form', async () => {
    const user = userEvent.setup();
    await renderApp('/signup', 'en');
    await user.type(await screen.findByLabelText('First name', { exact: true }), 'A');
    await user.type(screen.getByLabelText('E-mail', { exact: true }), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { exact: true }), '123');
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), '124');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });
});
