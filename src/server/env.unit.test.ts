import { describe, expect, it } from 'vitest';
import { InvalidEnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      isProduction: false,
    });
    expect(env.publicConfig.social.photo).toMatch(/^https:\/\//);
    expect(env.publicConfig.shopUrl).toBeUndefined();
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and the links', () => {
    const env = loadEnv({
      PORT: '4000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SHOP_URL: 'https://shop.example.com/bags',
      WEBSITE_URL: 'https://example.com',
    });
    expect(env).toMatchObject({ port: 4000, dataDir: '/tmp/x', publicUrl: 'http://localhost:4000' });
    expect(env.publicConfig.shopUrl).toBe('https://shop.example.com/bags');
    expect(env.publicConfig.social.website).toBe('https://example.com');
  });

  it('reads TRUST_PROXY as a number of proxies, true and false as 1 and 0', () => {
    expect(loadEnv({}).trustedProxies).toBe(0);
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustedProxies).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustedProxies).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('has connection limits for PostgreSQL, each overridable', () => {
    expect(loadEnv({}).databaseTimeouts).toEqual({
      connectMs: 5000,
      statementMs: 15_000,
      lockMs: 5000,
      idleInTransactionMs: 60_000,
    });
    expect(loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseTimeouts.statementMs).toBe(0);
    expect(() => loadEnv({ DATABASE_LOCK_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('stops with "Invalid environment variables" and every problem', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SHOP_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidEnvError);
    const message = (error as Error).message;
    expect(message.split('\n')[0]).toBe('Invalid environment variables');
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SHOP_URL');
  });
});

describe('the push contact (VAPID_SUBJECT) of a public production install', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://fridge.example.com' };

  it('is refused at an address push services cannot reach, the default no-reply one included', () => {
    expect(() => loadEnv(production)).toThrow(
      /VAPID_SUBJECT.*push services refuse a contact at myfridge\.local/,
    );
    for (const subject of ['mailto:ops@localhost', 'mailto:ops@fridge.test', 'https://127.0.0.1/contact']) {
      expect(() => loadEnv({ ...production, VAPID_SUBJECT: subject }), subject).toThrow(/VAPID_SUBJECT/);
    }
  });

  it('is taken when it is a real one, from VAPID_SUBJECT or from MAIL_FROM', () => {
    expect(loadEnv({ ...production, VAPID_SUBJECT: 'mailto:ops@myfridge.it' }).vapidSubject).toBe(
      'mailto:ops@myfridge.it',
    );
    expect(loadEnv({ ...production, VAPID_SUBJECT: 'https://myfridge.it/contact' }).vapidSubject).toBe(
      'https://myfridge.it/contact',
    );
    expect(loadEnv({ ...production, MAIL_FROM: '"My Fridge" <hello@myfridge.it>' }).vapidSubject).toBe(
      'mailto:hello@myfridge.it',
    );
  });

  it('is not asked of a local install or outside production', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).vapidSubject).toBe('mailto:no-reply@myfridge.local');
    expect(loadEnv({ PUBLIC_URL: 'https://fridge.example.com' }).vapidSubject).toBe(
      'mailto:no-reply@myfridge.local',
    );
  });
});
