import { describe, expect, it } from 'vitest';
import { isServerPath, SERVER_PATH } from './server-paths';

describe('the server paths', () => {
  const server = [
    '/api/fridge-items',
    '/api/auth/sign-in/email',
    '/storage/public/foods/apple.webp',
    '/dev/mail',
  ];
  const app = [
    '/',
    '/fridge',
    '/apiary',
    '/api',
    '/storage',
    '/developer',
    '/assets/api/x.js',
    '/profile/dev/',
  ];

  it('are the API, the stored files and the development pages, and nothing of the app', () => {
    for (const path of server) expect(isServerPath(path), path).toBe(true);
    for (const path of app) expect(isServerPath(path), path).toBe(false);
  });

  it('match the pattern the service worker is given exactly when they match the prefixes', () => {
    for (const path of [...server, ...app]) expect(SERVER_PATH.test(path), path).toBe(isServerPath(path));
  });
});
