// The public settings injected into the page offer the sign-in providers the server has settings for.
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { injectPublicConfig, publicConfigFrom } from './public-config';

const GOOGLE = { GOOGLE_CLIENT_ID: 'my-app.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'shh' };
const APPLE = { APPLE_CLIENT_ID: 'com.example.fridge', APPLE_CLIENT_SECRET: 'shh-too' };

describe('sign-in providers in the public settings', () => {
  it('none by default', () => {
    expect(loadEnv({}).publicConfig.authProviders).toEqual([]);
  });

  it('Google with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, the same the server signs in with', () => {
    const env = loadEnv(GOOGLE);
    expect(env.publicConfig.authProviders).toEqual(['google']);
    expect(env.oidc.google?.clientId).toBe(GOOGLE.GOOGLE_CLIENT_ID);
    expect(env.oidc.apple).toBeUndefined();
  });

  it('not with an id alone (or a secret alone)', () => {
    expect(loadEnv({ GOOGLE_CLIENT_ID: 'x' }).publicConfig.authProviders).toEqual([]);
    expect(loadEnv({ APPLE_CLIENT_SECRET: 'x' }).publicConfig.authProviders).toEqual([]);
  });

  it('both, Google first', () => {
    expect(loadEnv({ ...APPLE, ...GOOGLE }).publicConfig.authProviders).toEqual(['google', 'apple']);
  });

  it('reaches the page, without the secrets', () => {
    const html = injectPublicConfig('<head><!--app-config--></head>', loadEnv(GOOGLE).publicConfig);
    const json = /<script id="app-config" type="application\/json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ authProviders: ['google'] });
    expect(html).not.toContain('shh');
    expect(html).not.toContain(GOOGLE.GOOGLE_CLIENT_ID);
  });

  it('the development server reads the same rule from its own environment', () => {
    expect(publicConfigFrom({}).authProviders).toEqual([]);
    expect(publicConfigFrom(GOOGLE).authProviders).toEqual(['google']);
    expect(publicConfigFrom({ ...GOOGLE, ...APPLE }).authProviders).toEqual(['google', 'apple']);
  });
});
