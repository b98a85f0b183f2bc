import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startUpNotes } from './start-up-notes';

describe('start-up notes', () => {
  it('say where e-mails are kept without SMTP_URL, and the outbox page only where it is served', () => {
    const dev = startUpNotes(loadEnv({ DATA_DIR: '/srv/fridge' }));
    expect(dev).toEqual([
      'e-mail is not set up (SMTP_URL): e-mails, with their sign-in codes and reset links, are kept in /srv/fridge/outbox and at http://localhost:3000/dev/mail (from this machine only)',
    ]);
    const production = startUpNotes(loadEnv({ DATA_DIR: '/srv/fridge', NODE_ENV: 'production' }));
    expect(production).toEqual([
      'e-mail is not set up (SMTP_URL): e-mails, with their sign-in codes and reset links, are kept in /srv/fridge/outbox',
    ]);
  });

  it('say nothing of e-mail with SMTP_URL, and warn of a public address without https', () => {
    expect(startUpNotes(loadEnv({ SMTP_URL: 'smtp://mail.example.com' }))).toEqual([]);
    expect(
      startUpNotes(loadEnv({ SMTP_URL: 'smtp://m.example.com', PUBLIC_URL: 'http://fridge.example.com' })),
    ).toEqual([
      'PUBLIC_URL http://fridge.example.com is not https: sessions travel unencrypted; serve the app over HTTPS',
    ]);
  });

  it('listen on this machine only when the public address is this machine, unless HOST says otherwise', () => {
    expect(loadEnv({}).host).toBe('127.0.0.1');
    expect(loadEnv({ PUBLIC_URL: 'http://127.0.0.1:3100' }).host).toBe('127.0.0.1');
    expect(loadEnv({ PUBLIC_URL: 'https://fridge.example.com' }).host).toBeUndefined();
    expect(loadEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
