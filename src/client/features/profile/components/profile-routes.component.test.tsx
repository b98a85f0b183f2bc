// The profile's screens that need an account send a signed-out visitor to log in, to be brought back after;
// the profile says a successful edit once, and ignores a flag it cannot read.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/components/render-app';

describe('a signed-out visitor', () => {
  for (const path of ['/profile/create', '/profile/edit', '/profile/edit/set-password']) {
    it(`opening ${path} is sent to log in`, async () => {
      const { router } = await renderApp(path, 'it');
      expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: path });
    });
  }
});

describe('the profile after an edit', () => {
  it('says "Profilo aggiornato con successo" once: the flag leaves the address', async () => {
    const { router } = await renderApp('/profile?successfulEdit=true', 'it');
    expect(await screen.findByText('Profilo aggiornato con successo')).toBeTruthy();
    expect(router.state.location.href).toBe('/profile');
  });

  it('ignores a malformed flag', async () => {
    await renderApp('/profile?successfulEdit=maybe', 'it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilo' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Registrati' }).length).toBeGreaterThan(0);
  });
});
