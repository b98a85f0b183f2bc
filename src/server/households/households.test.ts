// Households: making one, codes to join (expiring, revocable), joining, leaving, removing, handing over, the
// account's deletion; and who may do what, as a matrix of callers × routes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_MAX_MEMBERS, HOUSEHOLD_MAX_OPEN_INVITES } from '@/shared/constants';
import { tablesDigest } from '../../../tests/support/db-digest';
import { household, householdOf, invite, type ErrorBody } from '../../../tests/support/households';
import { member, type Member } from '../../../tests/support/members';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { householdInvites, householdMembers, households, users } from '../db/schema';
import { joinHousehold, WrongCode } from './invites';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a household', () => {
  it('is made by an account that becomes its owner, and its members see each other, oldest first', async () => {
    const { owner, members } = await household(t, 1);
    const mine = await householdOf(owner.client);
    expect(mine).toMatchObject({ name: 'Casa Rossi', role: 'owner' });
    expect(mine!.members.map((m) => [m.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [members[0]!.id, 'member'],
    ]);
    expect(mine!.invites).toHaveLength(1);
    const theirs = await householdOf(members[0]!.client);
    expect(theirs).toMatchObject({ id: mine!.id, role: 'member', invites: [] });
  });

  it('is one at a time: a member cannot make or join another', async () => {
    const first = await household(t);
    const second = await household(t);
    const made = await first.owner.client.post<ErrorBody>('/api/household', { name: 'Altra' });
    expect(made.status).toBe(409);
    expect(made.body.error.message).toBe('You are already in a household: leave it first.');
    const { code } = await invite(second.owner.client);
    const joined = await first.owner.client.post<ErrorBody>('/api/household/join', { code });
    expect(joined.status).toBe(409);
    expect(joined.body.error.code).toBe('already_member');
    expect(joined.body.error.message).toBe('You are already in a household: leave it first.');
  });

  it('takes a code typed in lower case with a dash, and refuses an unknown, an expired or a revoked one alike', async () => {
    const { owner } = await household(t);
    const joiner = await member(t);
    const refused = async (code: string) => {
      const res = await joiner.client.post<ErrorBody>('/api/household/join', { code });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        message: 'Some fields are not valid.',
      });
      expect(res.body.error.fields!.map((f) => f.field)).toEqual(['code']);
      return res.body.error.fields![0]!.message;
    };
    // One message for every code that does not work, so that trying codes tells nothing (code-guessing.test.ts).
    const doesNotWork = 'This code does not work: check it, or ask for a new one.';
    expect(await refused('ZZZZ2222')).toBe(doesNotWork);

    const expired = await invite(owner.client);
    const past = new Date(Date.now() - 1000);
    await t.database.db
      .update(householdInvites)
      .set({ expiresAt: past })
      .where(eq(householdInvites.id, expired.id));
    expect(await refused(expired.code)).toBe(doesNotWork);
    // A code stops working at the very moment it expires.
    const lastMoment = await invite(owner.client);
    const [{ expiresAt }] = (await t.database.db
      .select({ expiresAt: householdInvites.expiresAt })
      .from(householdInvites)
      .where(eq(householdInvites.id, lastMoment.id))) as [{ expiresAt: Date }];
    await expect(
      joinHousehold(
        t.database.db,
        { id: joiner.id },
        { code: lastMoment.code, bringItems: false },
        expiresAt,
      ),
    ).rejects.toBeInstanceOf(WrongCode);
    expect((await owner.client.call('DELETE', `/api/household/invites/${lastMoment.id}`)).status).toBe(200);

    const revoked = await invite(owner.client);
    expect((await owner.client.call('DELETE', `/api/household/invites/${revoked.id}`)).status).toBe(200);
    expect(await refused(revoked.code)).toBe(doesNotWork);
    // Neither is among the open codes any more.
    expect((await householdOf(owner.client))!.invites.map((i) => i.id)).toEqual([]);

    const open = await invite(owner.client);
    const typed = `${open.code.slice(0, 4).toLowerCase()}-${open.code.slice(4)}`;
    expect((await joiner.client.post('/api/household/join', { code: typed })).status).toBe(200);
  });

  it(`gives codes valid for ${HOUSEHOLD_INVITE_DAYS} days, at most ${HOUSEHOLD_MAX_OPEN_INVITES} open at once`, async () => {
    const { owner } = await household(t);
    const first = await owner.client.post<{ expiresAt: string; createdAt: string }>('/api/household/invites');
    const days = (Date.parse(first.body.expiresAt) - Date.parse(first.body.createdAt)) / 86_400_000;
    expect(days).toBe(HOUSEHOLD_INVITE_DAYS);
    for (let i = 1; i < HOUSEHOLD_MAX_OPEN_INVITES; i++) await invite(owner.client);
    const more = await owner.client.post<ErrorBody>('/api/household/invites');
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('too_many_invites');
    expect(more.body.error.message).toBe(
      `There are already ${HOUSEHOLD_MAX_OPEN_INVITES} open codes: revoke one first.`,
    );
  });

  it(`takes ${HOUSEHOLD_MAX_MEMBERS} people at most: the next is refused with household_full, and nothing changes`, async () => {
    expect(HOUSEHOLD_MAX_MEMBERS).toBe(12);
    const { owner } = await household(t);
    const id = (await householdOf(owner.client))!.id;
    // Ten members already, set up directly: with the owner, eleven.
    const ten = Array.from({ length: 10 }, (_, i) => `full-${id}-${i}`);
    await t.database.db.insert(users).values(ten.map((u) => ({ id: u, email: `${u}@example.com` })));
    await t.database.db.insert(householdMembers).values(ten.map((u) => ({ userId: u, householdId: id })));
    const twelfth = await member(t);
    expect(
      (await twelfth.client.post('/api/household/join', { code: (await invite(owner.client)).code })).status,
    ).toBe(200);

    const thirteenth = await member(t);
    const { code } = await invite(owner.client);
    const before = await tablesDigest(t);
    const refused = await thirteenth.client.post<ErrorBody>('/api/household/join', {
      code,
      bringItems: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('household_full');
    expect(refused.body.error.message).toBe('This household is full (12 people).');
    expect(await tablesDigest(t)).toEqual(before);
    expect(await householdOf(thirteenth.client)).toBeNull();
    expect((await householdOf(owner.client))!.members).toHaveLength(12);
    // Once someone leaves, there is a place again.
    expect((await twelfth.client.post('/api/household/leave')).status).toBe(200);
    expect((await thirteenth.client.post('/api/household/join', { code })).status).toBe(200);
  });

  it('goes on when its owner leaves, with the longest-standing member as owner, and ends with the last', async () => {
    const { owner, members } = await household(t, 2);
    const [first, second] = members as [Member, Member];
    expect((await owner.client.post('/api/household/leave')).status).toBe(200);
    expect(await householdOf(owner.client)).toBeNull();
    expect(await householdOf(first.client)).toMatchObject({ role: 'owner' });
    expect((await householdOf(second.client))!.members.map((m) => m.id)).toEqual([first.id, second.id]);
    const id = (await householdOf(first.client))!.id;
    expect((await first.client.post('/api/household/leave')).status).toBe(200);
    expect((await second.client.post('/api/household/leave')).status).toBe(200);
    // The household and its codes are gone with the last member.
    expect(await t.database.db.select().from(households).where(eq(households.id, id))).toEqual([]);
    expect(
      await t.database.db.select().from(householdInvites).where(eq(householdInvites.householdId, id)),
    ).toEqual([]);
  });

  it('is handed over by its owner, who stays a member; the owner removes members, not themselves', async () => {
    const { owner, members } = await household(t, 2);
    const [first, second] = members as [Member, Member];
    expect((await owner.client.call('PUT', '/api/household/owner', { userId: first.id })).status).toBe(200);
    expect(await householdOf(owner.client)).toMatchObject({ role: 'member' });
    expect(await householdOf(first.client)).toMatchObject({ role: 'owner' });
    const self = await first.client.call<ErrorBody>('DELETE', `/api/household/members/${first.id}`);
    expect(self.status).toBe(409);
    expect((await first.client.call('DELETE', `/api/household/members/${second.id}`)).status).toBe(200);
    expect(await householdOf(second.client)).toBeNull();
  });

  it("goes on without an account deleted, handed to the next member when it was the owner's", async () => {
    const owner = await member(t);
    const password = 'premi-del-frigo-2026';
    expect((await owner.client.post('/api/household', { name: 'Casa' })).status).toBe(201);
    const other = await member(t);
    const { code } = await invite(owner.client);
    expect((await other.client.post('/api/household/join', { code })).status).toBe(200);
    expect((await owner.client.call('DELETE', '/api/account', { password })).status).toBe(200);
    const theirs = await householdOf(other.client);
    expect(theirs).toMatchObject({ role: 'owner' });
    expect(theirs!.members.map((m) => m.id)).toEqual([other.id]);
  });
});
