// With no OpenID provider in the server's settings (the page's injected config lists none), the sign-in and
// sign-up screens offer no social button and no divider. The screens with both providers, and where Google's
// button leads, are the browser's (tests/e2e/social-sign-in.spec.ts), against a server configured so.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/components/render-app';

describe('no social buttons and no divider when no provider is configured', () => {
  for (const [language, path, button, divider] of [
    ['it', '/login', 'Accedi', 'oppure'],
    ['it', '/signup', 'Registrati', 'oppure'],
    ['en', '/login', 'Log in', 'or'],
    ['en', '/signup', 'Sign up', 'or'],
  ] as const) {
    it(`on ${path} in ${language === 'it' ? 'Italian' : 'English'}`, async () => {
      await renderApp(path, language);
      expect(await screen.findByRole('button', { name: button })).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: /Google|Apple/ })).toEqual([]);
      expect(screen.queryAllByRole('separator')).toEqual([]);
      expect(screen.queryAllByText(divider, { exact: true })).toEqual([]);
    });
  }
});
