// A test app whose Google and Apple sign-ins go to a real OpenID provider on loopback, one per test file.
import { startOidcProvider, type LocalProvider } from './oidc-provider';
import { useForFile } from './per-file';
import { createTestApp, type TestApp } from './test-app';

export interface OidcApp {
  t: TestApp;
  op: LocalProvider;
  close(): Promise<void>;
}

/** The settings that point the app's Google and Apple at `op`. */
export function providerSettings(op: LocalProvider): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: 'test-google',
    GOOGLE_CLIENT_SECRET: 'secret-google',
    GOOGLE_DISCOVERY_URL: op.discoveryUrl,
    APPLE_CLIENT_ID: 'test-apple',
    APPLE_CLIENT_SECRET: 'secret-apple',
    APPLE_DISCOVERY_URL: op.discoveryUrl,
  };
}

/** Started before the file's tests, closed after them (the app first, then the provider). */
export function useOidcApp(options: Parameters<typeof createTestApp>[1] = {}): OidcApp {
  return useForFile(async () => {
    const op = await startOidcProvider('http://localhost:3000');
    const t = await createTestApp(providerSettings(op), options);
    return {
      t,
      op,
      async close() {
        await t.close();
        await op.close();
      },
    };
  });
}
