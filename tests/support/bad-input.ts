// The app the bad-input tests send their requests to, with a guest, a member and an admin signed in, and the
// checks that a request was refused with the usual error body and that a refused request changed nothing.
import { expect } from 'vitest';
import { grantAdmin } from '../../src/server/admin/grant';
import { signUpVerified } from './accounts';
import { browserClient, type BrowserClient, type CallResult } from './browser-client';
import { tablesDigest } from './db-digest';
import { foodIds, signedInGuest } from './fridge';
import { useForFile } from './per-file';
import { createTestApp, type TestApp } from './test-app';

export type ErrorBody = {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
};

/** A request expected to be refused: who sends it, the method, path and body, and the status and field. */
export type RefusedCase = [
  who: BrowserClient,
  method: string,
  path: string,
  body: unknown,
  status: number,
  field?: string,
];

export interface BadInputApp {
  t: TestApp;
  guest: BrowserClient;
  /** Signed up as bad-input-member@example.com. */
  member: BrowserClient;
  admin: BrowserClient;
  /** The food id of carrots. */
  carrots: number;
  /** A client from an address of its own, so per-address limits of the auth endpoints stay far. */
  client(): BrowserClient;
  /** Runs the requests, each refused as expected, and checks that no table changed. */
  refusedWithoutChange(cases: RefusedCase[]): Promise<void>;
  close(): Promise<void>;
}

/** Valid bodies for the admin's new food, prize and coupon, for a test to spoil one field of. */
export const food = {
  name: 'Feijoa',
  type: 'fruit',
  slug: 'feijoa',
  expiresWithBagDays: 12,
  expiresWithoutBagDays: 5,
};
export const prize = {
  slug: 'apron',
  minLevel: 6,
  titleIt: 'Un grembiule',
  titleEn: 'An apron',
  descriptionIt: 'Un grembiule da cucina.',
  descriptionEn: 'A kitchen apron.',
};
export const coupon = {
  code: 'SPRING-27',
  percent: 15,
  validFrom: '2027-03-01T00:00:00+01:00',
  validTo: '2027-06-01T00:00:00+02:00',
  titleIt: 'Primavera',
  titleEn: 'Spring',
  descriptionIt: 'Sconto di primavera.',
  descriptionEn: 'Spring discount.',
  readMoreUrl: '/terms#rewards',
};

/** The request is refused with `status` and the usual error body, naming `field` when given. */
export function expectRefused(res: CallResult<unknown>, status: number, field?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as ErrorBody;
  expect(body.error.code).toEqual(expect.any(String));
  expect(body.error.message).toEqual(expect.any(String));
  if (field) expect(body.error.fields?.map((f) => f.field)).toContain(field);
}

export async function startBadInputApp(): Promise<BadInputApp> {
  // Behind a proxy, so that each client's X-Forwarded-For is the address the rate limits count.
  const t = await createTestApp({ TRUST_PROXY: 'true' });
  let ip = 0;
  const client = () => browserClient(t, { lang: 'en', ip: `10.1.0.${++ip}` });
  const guest = await signedInGuest(t, { lang: 'en', ip: '10.0.0.1' });
  const member = client();
  await signUpVerified(t, member, 'bad-input-member@example.com', 'gestione-del-frigo-2026');
  const admin = client();
  await signUpVerified(t, admin, 'bad-input-admin@example.com', 'gestione-del-frigo-2026');
  expect(await grantAdmin(t.database.db, 'bad-input-admin@example.com')).toBe('granted');
  const carrots = (await foodIds(t)).carrots!;
  return {
    t,
    guest,
    member,
    admin,
    carrots,
    client,
    async refusedWithoutChange(cases) {
      const before = await tablesDigest(t);
      for (const [who, method, path, body, status, field] of cases) {
        const res = await who.call(method, path, body);
        expect.soft(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
        expectRefused(res, status, field);
      }
      expect(await tablesDigest(t)).toEqual(before);
    },
    close: () => t.close(),
  };
}

/**
 * The app for one test file. Each file gets a database of its own (createTestApp), so the fixed addresses of
 * the sign-ups never meet.
 */
export function useBadInputApp(): BadInputApp {
  return useForFile(startBadInputApp);
}
