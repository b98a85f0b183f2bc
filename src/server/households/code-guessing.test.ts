// Guessing a household's code: wrong codes slow down the account and the network that send them, so that
// guessing an 8-character code is hopeless, while someone joining from elsewhere is not slowed; and a code
// that does not work says nothing of why (unknown, revoked, expired, malformed).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { household, householdOf, invite, type ErrorBody } from '../../../tests/support/households';
import { holdFailureTime, passFailureTime, withClockStill } from '../../../tests/support/limits';
import { member, type Member } from '../../../tests/support/members';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { householdInvites } from '../db/schema';
import { CODES_PER_ACCOUNT, CODES_PER_SOURCE } from './code-guessing';

const PER_ACCOUNT_FREE = CODES_PER_ACCOUNT.free;
const PER_SOURCE_FREE = CODES_PER_SOURCE.free;

let t: TestApp;
beforeAll(async () => {
  // Behind one trusted proxy, so each test can speak from the network it wants.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let n = 0;
const network = () => `203.0.113.${++n}`;
/** A code of the right length that is never drawn (O and 0 are not in the codes' alphabet). */
const wrong = () => `NO${String(++n).padStart(6, '0')}`;

function join(client: BrowserClient, code: string) {
  return client.post<ErrorBody>('/api/household/join', { code });
}

/** The same signed-in account, speaking from another network. */
function from(someone: Member, ip: string): BrowserClient {
  const client = browserClient(t, { lang: 'en', ip });
  for (const [name, value] of someone.client.cookies) client.cookies.set(name, value);
  return client;
}

function expectSlowedDown(res: Awaited<ReturnType<typeof join>>): number {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('too_many_requests');
  expect(res.body.error.message).toMatch(
    /^Too many wrong codes were tried\. Try again in (?:1 second|(?!1 )\d+ seconds)\.$/,
  );
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(res.body.error.message).toContain(seconds === 1 ? ' 1 second.' : ` ${seconds} seconds.`);
  return seconds;
}

describe('wrong household codes', () => {
  it(`from one account are free ${PER_ACCOUNT_FREE} times, then 429 from any network, even for the right code`, async () => {
    const { owner } = await household(t);
    const { code } = await invite(owner.client);
    const guesser = await member(t, { ip: network() });
    await withClockStill(async () => {
      for (let i = 0; i < PER_ACCOUNT_FREE; i++)
        expect((await join(guesser.client, wrong())).status).toBe(422);
      expectSlowedDown(await join(guesser.client, wrong()));
      // The right code waits too, or it would confirm a guess; another network does not help the account.
      expectSlowedDown(await join(guesser.client, code));
      expectSlowedDown(await join(from(guesser, network()), code));
    });
    expect(await householdOf(guesser.client)).toBeNull();
    // Someone else, from elsewhere, joins with the code.
    const newcomer = await member(t, { ip: network() });
    expect((await join(newcomer.client, code)).status).toBe(200);
  });

  it('sent all at once from one account get no more than the free tries', async () => {
    const guesser = await member(t, { ip: network() });
    let answers: Awaited<ReturnType<typeof join>>[] = [];
    await withClockStill(async () => {
      answers = await Promise.all(Array.from({ length: 40 }, () => join(guesser.client, wrong())));
    });
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(PER_ACCOUNT_FREE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - PER_ACCOUNT_FREE);
  });

  it('make the account wait longer with each one; once it waited, the right code joins and clears them', async () => {
    const { owner } = await household(t);
    const { code } = await invite(owner.client);
    const guesser = await member(t, { ip: network() });
    // The clock stands still; the test moves the failures back in time as if the waits had passed.
    await withClockStill(async () => {
      for (let i = 0; i < PER_ACCOUNT_FREE; i++) await join(guesser.client, wrong());
      expect(expectSlowedDown(await join(guesser.client, wrong()))).toBe(1);
      await passFailureTime(t, 1);
      expect((await join(guesser.client, wrong())).status).toBe(422);
      expect(expectSlowedDown(await join(guesser.client, code))).toBe(2);
      await passFailureTime(t, 2);
      expect((await join(guesser.client, code)).status).toBe(200);
    });
    // Joined: the account's mistakes are forgotten.
    expect((await guesser.client.post('/api/household/leave')).status).toBe(200);
    for (let i = 0; i < PER_ACCOUNT_FREE; i++) expect((await join(guesser.client, wrong())).status).toBe(422);
  });

  it(`from many accounts on one network are free ${PER_SOURCE_FREE} times, then slow that network only`, async () => {
    const { owner } = await household(t);
    const { code } = await invite(owner.client);
    const ip = network();
    // Each account stays within its own free tries: only the network's count stops them.
    let failures = 0;
    while (failures < PER_SOURCE_FREE) {
      const guesser = await member(t, { ip });
      for (let i = 0; i < PER_ACCOUNT_FREE - 1 && failures < PER_SOURCE_FREE; i++, failures++) {
        expect((await join(guesser.client, wrong())).status).toBe(422);
      }
    }
    // The first wait is 1 s; signing the next account up may take longer on a busy machine.
    await holdFailureTime(t, 'household-code', 60);
    const next = await member(t, { ip });
    expectSlowedDown(await join(next.client, code));
    // A member joining from another network is not slowed by them.
    const elsewhere = await member(t, { ip: network() });
    expect((await join(elsewhere.client, code)).status).toBe(200);
  }, 60_000);
});

describe('a household code that does not work', () => {
  const messages = {
    en: 'This code does not work: check it, or ask for a new one.',
    it: 'Questo codice non funziona: controllalo o chiedine uno nuovo.',
  };
  for (const lang of ['en', 'it'] as const) {
    it(`gets one answer, unknown, revoked, expired or malformed (${lang})`, async () => {
      const { owner } = await household(t);
      const expired = await invite(owner.client);
      await t.database.db
        .update(householdInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(householdInvites.id, expired.id));
      const revoked = await invite(owner.client);
      expect((await owner.client.call('DELETE', `/api/household/invites/${revoked.id}`)).status).toBe(200);
      const joiner = await member(t, { lang, ip: network() });
      const answers = [];
      for (const code of ['ZZZZ2222', revoked.code, expired.code, 'ab-12']) {
        const { status, body } = await join(joiner.client, code);
        answers.push({ status, body });
      }
      expect(answers[0]).toEqual({
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: lang === 'en' ? 'Some fields are not valid.' : 'Alcuni campi non sono validi.',
            fields: [{ field: 'code', message: messages[lang] }],
          },
        },
      });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    });
  }
});
