// Who may do what to a household, as a matrix of callers × routes (a member, a former member, another
// household's owner, a guest, nobody), and bad input: refused with a translated message, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { browserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { signedInGuest } from '../../../tests/support/fridge';
import { household, householdOf, invite, type ErrorBody } from '../../../tests/support/households';
import { member, type Member } from '../../../tests/support/members';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who may do what', () => {
  type Caller = 'member' | 'formerMember' | 'otherHousehold' | 'guest' | 'nobody';
  const CALLERS: Caller[] = ['member', 'formerMember', 'otherHousehold', 'guest', 'nobody'];

  /** Every route that changes a household, aimed at the owner's household (its code, its members). */
  function routes(target: { inviteId: string; code: string; memberId: string }) {
    return [
      { name: 'rename', method: 'PATCH', path: '/api/household', body: { name: 'Presa' } },
      { name: 'invite', method: 'POST', path: '/api/household/invites', body: {} },
      { name: 'revoke', method: 'DELETE', path: `/api/household/invites/${target.inviteId}` },
      { name: 'remove', method: 'DELETE', path: `/api/household/members/${target.memberId}` },
      { name: 'hand over', method: 'PUT', path: '/api/household/owner', body: { userId: target.memberId } },
      { name: 'leave', method: 'POST', path: '/api/household/leave', body: {} },
    ] as const;
  }

  it('lets none but the owner change the household, and changes nothing when refusing', async () => {
    const { owner, members } = await household(t, 2);
    const [stays, leaves] = members as [Member, Member];
    expect((await leaves.client.post('/api/household/leave')).status).toBe(200);
    const other = await household(t);
    const guest = await signedInGuest(t, { lang: 'en' });
    const nobody = browserClient(t, { lang: 'en' });
    const callers: Record<Caller, BrowserClient> = {
      member: stays.client,
      formerMember: leaves.client,
      otherHousehold: other.owner.client,
      guest,
      nobody,
    };
    const open = await invite(owner.client);
    const target = { inviteId: open.id, code: open.code, memberId: stays.id };
    const NOT_OWNER = '403 not_owner';
    const NONE = '404 no_household';
    const UNKNOWN = '404 not_found';
    const NOT_A_MEMBER = '404 not_member';
    const SIGNED_OUT = '401 unauthorized';
    const expected: Record<Caller, Record<string, string>> = {
      // A member is in the household but is not its owner; leaving is theirs to do (checked last).
      member: {
        rename: NOT_OWNER,
        invite: NOT_OWNER,
        revoke: NOT_OWNER,
        remove: NOT_OWNER,
        'hand over': NOT_OWNER,
      },
      formerMember: {
        rename: NONE,
        invite: NONE,
        revoke: NONE,
        remove: NONE,
        'hand over': NONE,
        leave: NONE,
      },
      // Another household's owner acts on their own household only: this one's code and member are unknown.
      otherHousehold: {
        rename: '200',
        invite: '201',
        revoke: UNKNOWN,
        remove: NOT_A_MEMBER,
        'hand over': NOT_A_MEMBER,
        leave: '200',
      },
      guest: { rename: NONE, invite: NONE, revoke: NONE, remove: NONE, 'hand over': NONE, leave: NONE },
      nobody: {
        ...{ rename: SIGNED_OUT, invite: SIGNED_OUT, revoke: SIGNED_OUT, remove: SIGNED_OUT },
        ...{ 'hand over': SIGNED_OUT, leave: SIGNED_OUT },
      },
    };
    // Each refusal in the caller's words (every caller here reads English).
    const messages: Record<string, string> = {
      [NOT_OWNER]: 'Only the owner of the household can do this.',
      [NONE]: 'You are not in a household.',
      [UNKNOWN]: 'Not found.',
      [NOT_A_MEMBER]: 'This person is not in your household.',
    };
    for (const caller of CALLERS) {
      for (const route of routes(target)) {
        if (route.name === 'leave' && caller === 'member') continue;
        const before = await tablesDigest(t, ['households', 'household_members']);
        const res = await callers[caller].call<Partial<ErrorBody>>(
          route.method,
          route.path,
          'body' in route ? route.body : undefined,
        );
        const outcome = [res.status, res.body.error?.code].filter(Boolean).join(' ');
        expect(outcome, `${caller} ${route.name}`).toBe(expected[caller][route.name]);
        if (messages[outcome])
          expect(res.body.error?.message, `${caller} ${route.name}`).toBe(messages[outcome]);
        if (res.status >= 400) {
          expect(await tablesDigest(t, ['households', 'household_members'])).toEqual(before);
        }
      }
    }
    // The owner's household is as it was: the same members, the code still open.
    const mine = await householdOf(owner.client);
    expect(mine!.members.map((m) => m.id)).toEqual([owner.id, stays.id]);
    expect(mine!.invites.map((i) => i.id)).toContain(open.id);
    // Reading: each sees their own household or none, never this one.
    expect(await householdOf(leaves.client)).toBeNull();
    expect(await householdOf(guest)).toBeNull();
    expect((await householdOf(other.owner.client))?.id).not.toBe(mine!.id);
    expect((await nobody.get('/api/household')).status).toBe(401);
    // The member may leave.
    expect((await stays.client.post('/api/household/leave')).status).toBe(200);
  });

  it('keeps guests out: they cannot make or join one', async () => {
    const guest = await signedInGuest(t, { lang: 'en' });
    const { owner } = await household(t);
    const { code } = await invite(owner.client);
    const made = await guest.post<ErrorBody>('/api/household', { name: 'Casa' });
    expect(made.status).toBe(403);
    expect(made.body.error.code).toBe('guest');
    expect(made.body.error.message).toBe(
      'Create your account to share a fridge with the people you live with.',
    );
    const joined = await guest.post<ErrorBody>('/api/household/join', { code });
    expect(joined.status).toBe(403);
    expect(joined.body.error.code).toBe('guest');
  });

  it('refuses a bad name or code with a translated message', async () => {
    const someone = await member(t, { lang: 'it' });
    const empty = await someone.client.post<ErrorBody>('/api/household', { name: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields![0]).toMatchObject({ field: 'name', message: 'Dai un nome alla casa' });
    const long = await someone.client.post<ErrorBody>('/api/household', { name: 'x'.repeat(61) });
    expect(long.body.error.fields![0]!.message).toBe('Al massimo 60 caratteri');
    const extra = await someone.client.post<ErrorBody>('/api/household', { name: 'Casa', owner: 'me' });
    expect(extra.status).toBe(422);
    const code = await someone.client.post<ErrorBody>('/api/household/join', { code: 42 });
    expect(code.body.error.fields![0]).toMatchObject({ field: 'code' });
    expect(await householdOf(someone.client)).toBeNull();
  });
});
