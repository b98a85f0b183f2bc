// A guest creating an account with an address that already has one: told so, offered to log in, and logging in
// brings everything the guest recorded; the answer is kept from strangers and from bulk probing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { passMailTime } from '../../../tests/support/limits';
import { codeIn, mailsTo, waitForMail } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { fridgeItems, users } from '../db/schema';
import { TAKEN_ADDRESS_ANSWERS } from './taken-address';

let t: TestApp;
let foods: Record<string, number>;
let n = 0;
let ips = 0;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  foods = await foodIds(t);
});
afterAll(() => t.close());

const password = 'mirtilli-nel-sacchetto';
const freshIp = () => `10.40.${Math.floor(++ips / 250)}.${ips % 250}`;
const TAKEN = {
  status: 409,
  body: { error: { code: 'user_already_exists', message: 'An account with this e-mail already exists.' } },
};

/** A registered, verified account in Italian, and its address. */
async function account(): Promise<{ id: string; email: string }> {
  const email = `taken-${++n}-${Date.now()}@example.com`;
  const id = await signUpVerified(t, browserClient(t, { lang: 'it', ip: freshIp() }), email, password);
  return { id, email };
}

/** A guest (in English) who recorded one item. */
async function guestWithItem(ip = freshIp()): Promise<{ guest: BrowserClient; id: string }> {
  const guest = await signedInGuest(t, { lang: 'en', ip });
  const added = await guest.post('/api/fridge-items', { foodId: foods.carrots, bagSize: 'M' });
  expect(added.status).toBe(201);
  const id = (await guest.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id;
  return { guest, id };
}

const askFor = (client: BrowserClient, newEmail: string) =>
  client.post('/api/auth/email-otp/request-email-change', { newEmail });

describe('a guest asking to attach an address', () => {
  it('that has an account is told so, gets no code, and the owner gets a notice; a new one gets a code', async () => {
    const owner = await account();
    const { guest, id } = await guestWithItem();
    const [before] = await t.database.db.select().from(users).where(eq(users.id, id));
    await passMailTime(t, 60);
    const mailsBefore = (await mailsTo(t, owner.email)).length;

    expect(await askFor(guest, owner.email)).toMatchObject(TAKEN);
    const notice = await waitForMail(t, owner.email, (m) => m.subject === 'Hai già un account My Fridge');
    expect(notice.text).toContain('http://localhost:3000/login');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(after).toEqual(before);

    const fresh = `new-${++n}-${Date.now()}@example.com`;
    expect((await askFor(guest, fresh)).status).toBe(200);
    expect(codeIn(await waitForMail(t, fresh))).toMatch(/^\d{6}$/);
    // The code asked for later has arrived: the notice is all that went to the owner, no code for the guest.
    expect(await mailsTo(t, owner.email)).toHaveLength(mailsBefore + 1);
  });

  it('gets the same answer for an address with or without an account when not a guest', async () => {
    const owner = await account();
    const fresh = `nobody-${++n}-${Date.now()}@example.com`;
    const nobody = browserClient(t, { lang: 'en', ip: freshIp() });
    await passMailTime(t, 60);
    const signedOut = [await askFor(nobody, owner.email), await askFor(nobody, fresh)];
    expect(signedOut[0]!.status).toBe(401);
    expect(signedOut[1]).toMatchObject({ status: signedOut[0]!.status, body: signedOut[0]!.body });

    const member = browserClient(t, { lang: 'en', ip: freshIp() });
    await signUpVerified(t, member, `member-${++n}-${Date.now()}@example.com`, password);
    await passMailTime(t, 60);
    const registered = [await askFor(member, owner.email), await askFor(member, fresh)];
    expect(registered[0]!.status).toBe(403);
    expect(registered[1]).toMatchObject({ status: registered[0]!.status, body: registered[0]!.body });
  });

  it(`stops a network after ${TAKEN_ADDRESS_ANSWERS.max} such answers an hour, for any address`, async () => {
    const owner = await account();
    const ip = freshIp();
    for (let i = 0; i < TAKEN_ADDRESS_ANSWERS.max; i++) {
      await passMailTime(t, 60);
      // A new guest each time: the limit is the network's, not the session's.
      expect(await askFor(await signedInGuest(t, { lang: 'en', ip }), owner.email)).toMatchObject(TAKEN);
    }
    const prober = await signedInGuest(t, { lang: 'en', ip });
    await passMailTime(t, 60);
    const taken = await askFor(prober, owner.email);
    const fresh = await askFor(prober, `probe-${++n}-${Date.now()}@example.com`);
    expect(taken.status).toBe(429);
    expect(fresh).toMatchObject({ status: 429, body: { error: { code: 'too_many_requests' } } });
    // Another network is not held back.
    await passMailTime(t, 60);
    expect(await askFor(await signedInGuest(t, { lang: 'en', ip: freshIp() }), owner.email)).toMatchObject(
      TAKEN,
    );
  });
});

describe('logging in from the offer', () => {
  it("moves the guest's items into the account, and the guest is gone", async () => {
    const owner = await account();
    const { guest, id: guestId } = await guestWithItem();
    await passMailTime(t, 60);
    expect(await askFor(guest, owner.email)).toMatchObject(TAKEN);

    const signedIn = await guest.post<{ user: { id: string } }>('/api/auth/sign-in/email', {
      email: owner.email,
      password,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(owner.id);
    const items = await guest.get<{ food: { slug: string } }[]>('/api/fridge-items');
    expect(items.body.map((item) => item.food.slug)).toEqual(['carrots']);
    expect(await t.database.db.select().from(fridgeItems).where(eq(fridgeItems.userId, guestId))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });

  it('works for an account never verified: the code that signing in sends, then the items are there', async () => {
    const email = `unverified-${++n}-${Date.now()}@example.com`;
    const signUp = await browserClient(t, { lang: 'it', ip: freshIp() }).post('/api/auth/sign-up/email', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password,
      confirmPassword: password,
    });
    expect(signUp.status).toBe(200);
    const { guest, id: guestId } = await guestWithItem();
    await passMailTime(t, 60);
    expect(await askFor(guest, email)).toMatchObject(TAKEN);
    await waitForMail(t, email, (m) => m.subject === 'Hai già un account My Fridge');

    await passMailTime(t, 60);
    const seen = new Set((await mailsTo(t, email)).map((m) => m.text));
    const refused = await guest.post('/api/auth/sign-in/email', { email, password });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'email_not_verified' } } });
    const code = codeIn(await waitForMail(t, email, (m) => !seen.has(m.text) && /\d{6}/.test(m.text)));
    const verified = await guest.post<{ user: { id: string } }>('/api/auth/email-otp/verify-email', {
      email,
      otp: code,
    });
    expect(verified.status).toBe(200);
    const items = await guest.get<{ food: { slug: string } }[]>('/api/fridge-items');
    expect(items.body.map((item) => item.food.slug)).toEqual(['carrots']);
    expect(await t.database.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });
});
