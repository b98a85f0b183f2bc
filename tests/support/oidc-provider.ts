// A real OpenID provider on loopback (npm oidc-provider) standing in for Google and Apple in tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalProvider {
  issuer: string;
  discoveryUrl: string;
  close(): Promise<void>;
}

export async function startOidcProvider(appOrigin: string): Promise<LocalProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: ['google', 'apple'].map((id) => ({
      client_id: `test-${id}`,
      client_secret: `secret-${id}`,
      redirect_uris: [`${appOrigin}/api/auth/callback/${id}`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@example.com`,
        email_verified: true,
        name: `Test ${id}`,
        given_name: 'Test',
        family_name: id,
      }),
    }),
    cookies: { keys: ['test-cookie-key'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
