// Two-step sign-in with an authenticator app: turning it on (the password, then a first code), signing in
// with a code or a backup code, a trusted device, the limits on wrong codes, new backup codes, turning it off.
// The codes are computed here as a phone's app computes them, from the URI its QR code carries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { foodIds } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { readOtpauth, totpCode } from '../../../tests/support/totp';
import { twoFactors, users } from '../db/schema';
import { BACKUP_CODES } from './auth';

const password = 'mirtilli-nel-frigo';

let t: TestApp;

beforeAll(async () => {
  // Behind one trusted proxy, so each device can speak from an address of its own.
  t = await createTestApp({ TRUST_PROXY: '1' });
});

let n = 0;
/** A device on a network of its own. */
const device = (ip = `198.51.100.${++n}`) => browserClient(t, { ip });
afterAll(() => t.close());

interface Enrolled {
  email: string;
  userId: string;
  uri: string;
  backupCodes: string[];
  client: BrowserClient;
}

/** An account with the second factor turned on as a user does: password, then the app's first code. */
async function enrolled(): Promise<Enrolled> {
  const email = `two-step-${crypto.randomUUID()}@example.com`;
  const client = device();
  const userId = await signUpVerified(t, client, email, password);
  const enable = await client.post<{ totpURI: string; backupCodes: string[] }>(
    '/api/auth/two-factor/enable',
    {
      password,
    },
  );
  expect(enable.status).toBe(200);
  const uri = enable.body.totpURI;
  const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
  expect(confirmed.status).toBe(200);
  return { email, userId, uri, backupCodes: enable.body.backupCodes, client };
}

/** A sign-in with the password from a new device (no cookies): its answer and the device. */
async function passwordStep(email: string, client = device()) {
  const res = await client.post<Record<string, unknown>>('/api/auth/sign-in/email', { email, password });
  return { res, client };
}

async function sessionOf(client: BrowserClient) {
  return (
    await client.get<{ user: { id: string; twoFactorEnabled?: boolean } } | null>('/api/auth/get-session')
  ).body;
}

async function enabledInDatabase(userId: string) {
  const [user] = await t.database.db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const factors = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return { on: user!.on, factors: factors.length };
}

describe('turning two-step sign-in on', () => {
  it('asks the password, gives the app its secret and 10 backup codes, and is on after the first code', async () => {
    const email = `two-step-${crypto.randomUUID()}@example.com`;
    const client = device();
    const userId = await signUpVerified(t, client, email, password);

    const before = await tablesDigest(t);
    const wrong = await client.post('/api/auth/two-factor/enable', { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: 'La password attuale non è corretta.' } });
    const missing = await client.post('/api/auth/two-factor/enable', {});
    expect(missing.status).toBe(422);
    expect(await tablesDigest(t)).toEqual(before);

    const enable = await client.post<{ totpURI: string; backupCodes: string[] }>(
      '/api/auth/two-factor/enable',
      {
        password,
      },
    );
    expect(enable.status).toBe(200);
    const { secret, digits, period, label } = readOtpauth(enable.body.totpURI);
    expect({ digits, period, label }).toEqual({ digits: 6, period: 30, label: `My Fridge:${email}` });
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(enable.body.backupCodes).toHaveLength(BACKUP_CODES);
    expect(new Set(enable.body.backupCodes).size).toBe(BACKUP_CODES);
    for (const code of enable.body.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not on until the app has shown that it has the secret: a sign-in now asks for no code.
    expect(await enabledInDatabase(userId)).toEqual({ on: false, factors: 1 });

    const badCode = await client.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(enable.body.totpURI, Date.now(), 10),
    });
    expect(badCode.status).toBe(401);
    expect(badCode.body).toMatchObject({ error: { message: 'Il codice non è corretto.' } });
    const malformed = await client.post<{ error: { fields: { field: string; message: string }[] } }>(
      '/api/auth/two-factor/verify-totp',
      { code: '12a456' },
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual([
      expect.objectContaining({ field: 'code', message: 'Il codice ha 6 cifre' }),
    ]);
    expect(await enabledInDatabase(userId)).toEqual({ on: false, factors: 1 });

    // Typed as a phone shows it, with a space in the middle.
    const code = totpCode(enable.body.totpURI);
    const confirmed = await client.post('/api/auth/two-factor/verify-totp', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.status).toBe(200);
    expect(await enabledInDatabase(userId)).toEqual({ on: true, factors: 1 });
    // The session goes on (renewed), and says so.
    expect((await sessionOf(client))?.user).toMatchObject({ id: userId, twoFactorEnabled: true });
  });

  it('is refused to a guest, who has no password', async () => {
    const guest = device();
    expect((await guest.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    const res = await guest.post('/api/auth/two-factor/enable', { password: 'anything-at-all' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message: 'La password attuale non è corretta.' } });
  });

  it('is refused without a session', async () => {
    const res = await device().post('/api/auth/two-factor/enable', { password });
    expect(res.status).toBe(401);
  });
});

describe('signing in with two steps', () => {
  it('the password alone opens no session; the code from the app does', async () => {
    const { email, uri, userId } = await enrolled();
    const { res, client } = await passwordStep(email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await sessionOf(client)).toBeNull();

    const done = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(done.status).toBe(200);
    expect((await sessionOf(client))?.user.id).toBe(userId);
  });

  it('a backup code opens it once: the same code again is refused', async () => {
    const { email, backupCodes, userId } = await enrolled();
    const first = await passwordStep(email);
    // Typed without its dash, as it may be.
    const used = backupCodes[0]!;
    const ok = await first.client.post('/api/auth/two-factor/verify-backup-code', {
      code: used.replace('-', ''),
    });
    expect(ok.status).toBe(200);
    expect((await sessionOf(first.client))?.user.id).toBe(userId);

    const again = await passwordStep(email);
    const refused = await again.client.post('/api/auth/two-factor/verify-backup-code', { code: used });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { message: 'Il codice non è corretto.' } });
    expect(await sessionOf(again.client)).toBeNull();
    const other = await again.client.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[1],
    });
    expect(other.status).toBe(200);
  });

  it('a device trusted at sign-in is not asked again; another device is', async () => {
    const { email, uri, userId } = await enrolled();
    const phone = await passwordStep(email);
    const trusted = await phone.client.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(uri),
      trustDevice: true,
    });
    expect(trusted.status).toBe(200);
    const cookie = trusted.headers.getSetCookie().find((c) => c.startsWith('fridge.trust_device='));
    expect(cookie).toMatch(/Max-Age=2592000/i);
    expect(cookie).toMatch(/HttpOnly/i);

    expect((await phone.client.post('/api/auth/sign-out', {})).status).toBe(200);
    const back = await passwordStep(email, phone.client);
    expect(back.res.body).not.toHaveProperty('twoFactorRedirect');
    expect((await sessionOf(phone.client))?.user.id).toBe(userId);

    const laptop = await passwordStep(email);
    expect(laptop.res.body).toMatchObject({ twoFactorRedirect: true });
  });

  it('slows a source that keeps guessing codes, as wrong passwords do; the owner elsewhere gets in', async () => {
    const { email, uri, userId } = await enrolled();
    const { client } = await passwordStep(email);
    // The clock stands still: on a slow machine the 1-second wait after the fifth wrong code could be over
    // before the sixth arrives (the codes are read at that same instant, by the test and by the server).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post('/api/auth/two-factor/verify-totp', {
        code: totpCode(uri, Date.now(), 20 + i),
      });
      expect(wrong.status).toBe(401);
    }
    const waits = await client.post<{ error: { message: string } }>('/api/auth/two-factor/verify-totp', {
      code: totpCode(uri),
    });
    expect(waits.status).toBe(429);
    expect(Number(waits.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(waits.body.error.message).toMatch(/\d+ second/);
    expect(await sessionOf(client)).toBeNull();

    const owner = await passwordStep(email);
    expect(
      (await owner.client.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) })).status,
    ).toBe(200);
    expect((await sessionOf(owner.client))?.user.id).toBe(userId);
  });

  it('takes 5 codes per password, from however many networks: then the password must be typed again', async () => {
    const { email, uri } = await enrolled();
    const { client } = await passwordStep(email);
    // The challenge's cookie, carried from one network to the next.
    const elsewhere = () => {
      const next = device();
      for (const [name, value] of client.cookies) next.cookies.set(name, value);
      return next;
    };
    for (let i = 0; i < 5; i++) {
      const wrong = await elsewhere().post('/api/auth/two-factor/verify-totp', {
        code: totpCode(uri, Date.now(), 40 + i),
      });
      expect(wrong.status).toBe(401);
    }
    const sixth = await elsewhere().post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({
      error: { message: 'Troppi codici errati: inserisci di nuovo la password.' },
    });
    // The challenge is gone: even the right code needs the password first.
    const after = await elsewhere().post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({
      error: { message: 'Questo accesso è scaduto: inserisci di nuovo la password.' },
    });
  });

  it('without a password step, a code opens nothing', async () => {
    const { uri } = await enrolled();
    const stranger = device();
    const res = await stranger.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(res.status).toBe(401);
    expect(await sessionOf(stranger)).toBeNull();
  });
});

describe('a guest signing in to an account with two steps', () => {
  /** A guest on a device of its own, with pears in the fridge. */
  async function guestWithPears() {
    const guest = device();
    expect((await guest.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    const foods = await foodIds(t);
    const added = await guest.call(
      'POST',
      '/api/fridge-items',
      { foodId: foods.pears, bagSize: 'S' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(added.status).toBe(201);
    return guest;
  }
  const slugs = async (client: BrowserClient) =>
    (await client.get<{ food: { slug: string } }[]>('/api/fridge-items')).body.map((item) => item.food.slug);

  it("brings the guest's fridge into the account once the code is given", async () => {
    const { email, uri, userId } = await enrolled();
    const guest = await guestWithPears();
    const step = await passwordStep(email, guest);
    expect(step.res.body).toMatchObject({ twoFactorRedirect: true });
    const verified = await guest.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await sessionOf(guest))?.user.id).toBe(userId);
    expect(await slugs(guest)).toEqual(['pears']);
  });

  it('leaves the guest as they were when the code never comes', async () => {
    const { email } = await enrolled();
    const guest = await guestWithPears();
    const guestId = (await sessionOf(guest))!.user.id;
    await passwordStep(email, guest);
    // Between the password and the code, and after giving up, the device is still the guest's.
    expect((await sessionOf(guest))?.user.id).toBe(guestId);
    expect(await slugs(guest)).toEqual(['pears']);
  });
});

describe('managing two-step sign-in', () => {
  it('new backup codes (with the password) replace the old ones', async () => {
    const { email, backupCodes, client } = await enrolled();
    expect(
      (await client.post('/api/auth/two-factor/generate-backup-codes', { password: 'wrong-one' })).status,
    ).toBe(400);
    const renewed = await client.post<{ backupCodes: string[] }>(
      '/api/auth/two-factor/generate-backup-codes',
      {
        password,
      },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.backupCodes).toHaveLength(BACKUP_CODES);
    const old = await passwordStep(email);
    expect(
      (await old.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[2] })).status,
    ).toBe(401);
    const fresh = await passwordStep(email);
    expect(
      (
        await fresh.client.post('/api/auth/two-factor/verify-backup-code', {
          code: renewed.body.backupCodes[0],
        })
      ).status,
    ).toBe(200);
  });

  it('turning it off needs the password; then the password alone signs in', async () => {
    const { email, userId, client } = await enrolled();
    const before = await tablesDigest(t);
    expect((await client.post('/api/auth/two-factor/disable', { password: 'wrong-one' })).status).toBe(400);
    expect(await tablesDigest(t)).toEqual(before);
    expect((await client.post('/api/auth/two-factor/disable', { password })).status).toBe(200);
    expect(await enabledInDatabase(userId)).toEqual({ on: false, factors: 0 });
    const { res, client: next } = await passwordStep(email);
    expect(res.body).not.toHaveProperty('twoFactorRedirect');
    expect((await sessionOf(next))?.user.id).toBe(userId);
  });
});
