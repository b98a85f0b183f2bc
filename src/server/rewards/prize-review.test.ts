// Prize claims that look farmed wait for an admin: young accounts and points earned in a rush get no code
// until a person approves; the user learns the outcome by e-mail and on /prizes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIZE_REVIEW } from '@/shared/points';
import { browserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { signedInGuest } from '../../../tests/support/fridge';
import { daysAgo, member, reachLevel, type Member } from '../../../tests/support/members';
import { mailsTo, waitForMail } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { grantAdmin } from '../admin/grant';
import { prizeClaims, prizes } from '../db/schema';
import { seedRewards } from './seed';
import type { ClaimView, PrizeView } from './service';

let t: TestApp;
let admin: Member;
let bagS: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedRewards(t.database.db, new Date());
  admin = await member(t);
  expect(await grantAdmin(t.database.db, admin.email)).toBe('granted');
  const [row] = await t.database.db.select({ id: prizes.id }).from(prizes).where(eq(prizes.slug, 'bag-s'));
  bagS = row!.id;
});
afterAll(() => t.close());

interface AdminClaim {
  id: string;
  status: string;
  holdReason: string | null;
  prize: { slug: string };
  user: { id: string; email: string; level: number };
}

async function claim(m: Member) {
  return m.client.post<ClaimView>(`/api/prizes/${bagS}/claim`);
}

async function heldClaimOf(userId: string): Promise<AdminClaim> {
  const res = await admin.client.get<AdminClaim[]>(
    `/api/admin/prize-claims?status=eq.held&user_id=eq.${userId}`,
  );
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(1);
  return res.body[0]!;
}

describe('a prize claimed by an account younger than the review age', () => {
  it('is held without a code, listed for admins, and approved once: then the code shows and is e-mailed', async () => {
    const young = await member(t, { young: true });
    await reachLevel(t, young.id, 3);
    const held = await claim(young);
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: 'held', code: null });
    const shown = (await young.client.get<PrizeView[]>('/api/prizes')).body.find((p) => p.id === bagS)!;
    expect(shown.claim).toMatchObject({ status: 'held', code: null });

    const listed = await heldClaimOf(young.id);
    expect(listed).toMatchObject({
      holdReason: 'new_account',
      prize: { slug: 'bag-s' },
      user: { email: young.email, level: 3 },
    });

    const approved = await admin.client.post<AdminClaim>(`/api/admin/prize-claims/${listed.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    const after = (await young.client.get<PrizeView[]>('/api/prizes')).body.find((p) => p.id === bagS)!;
    expect(after.claim?.status).toBe('approved');
    expect(after.claim?.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const mail = await waitForMail(t, young.email, (m) => m.subject.startsWith('Your prize is ready'));
    expect(mail.text).toContain(after.claim!.code!);

    // Approving again answers the same and sends nothing more; rejecting now is a conflict.
    expect((await admin.client.post(`/api/admin/prize-claims/${listed.id}/approve`)).status).toBe(200);
    const reject = await admin.client.post<{ error: { code: string } }>(
      `/api/admin/prize-claims/${listed.id}/reject`,
      { reason: 'Troppi punti in poco tempo.' },
    );
    expect(reject.status).toBe(409);
    expect(reject.body.error.code).toBe('already_decided');
    const prizeMails = (await mailsTo(t, young.email)).filter((m) => m.subject.includes('prize'));
    expect(prizeMails).toHaveLength(1);
  });

  it('when rejected shows no code, ever: claiming again answers the rejected claim', async () => {
    const young = await member(t, { young: true, lang: 'it' });
    await reachLevel(t, young.id, 3);
    await claim(young);
    const { id } = await heldClaimOf(young.id);
    // A rejection says why, to the user: without a reason it is refused and changes nothing.
    const before = await tablesDigest(t);
    const bare = await admin.client.post<{ error: { fields: { field: string; message: string }[] } }>(
      `/api/admin/prize-claims/${id}/reject`,
      {},
    );
    expect(bare.status).toBe(422);
    expect(bare.body.error.fields).toEqual([
      expect.objectContaining({ field: 'reason', message: 'Say why the claim is rejected' }),
    ]);
    expect(await tablesDigest(t)).toEqual(before);
    const reason = 'Gli stessi alimenti aggiunti e mangiati più volte in pochi minuti.';
    const rejected = await admin.client.post<AdminClaim>(`/api/admin/prize-claims/${id}/reject`, { reason });
    expect(rejected.body.status).toBe('rejected');
    const again = await claim(young);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'rejected', code: null, reason });
    const listed = (await young.client.get<PrizeView[]>('/api/prizes')).body.find((p) => p.claim);
    expect(listed?.claim).toMatchObject({ status: 'rejected', reason });
    const mail = await waitForMail(t, young.email, (m) => m.subject.startsWith('Sulla tua richiesta'));
    expect(mail.text).not.toMatch(/[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/);
    expect(mail.text).toContain(reason);
  });
});

describe('a prize claimed by an old account', () => {
  it('is approved at once when its points came steadily', async () => {
    const steady = await member(t);
    await reachLevel(t, steady.id, 3);
    expect((await claim(steady)).body).toMatchObject({ status: 'approved', code: expect.any(String) });
  });

  it(`is held when more than ${PRIZE_REVIEW.recentPoints} points came in the last ${PRIZE_REVIEW.recentDays} days`, async () => {
    const rushed = await member(t);
    await reachLevel(t, rushed.id, 6, daysAgo(1));
    expect((await claim(rushed)).body).toMatchObject({ status: 'held', code: null });
    expect((await heldClaimOf(rushed.id)).holdReason).toBe('fast_points');
  });
});

describe('the review endpoints', () => {
  it('are for admins only, and an unknown claim is 404', async () => {
    const user = await member(t);
    const guest = await signedInGuest(t);
    const [any] = await t.database.db.select({ id: prizeClaims.id }).from(prizeClaims).limit(1);
    for (const client of [user.client, guest]) {
      expect((await client.get('/api/admin/prize-claims')).status).toBe(403);
      expect((await client.post(`/api/admin/prize-claims/${any!.id}/approve`)).status).toBe(403);
    }
    expect((await browserClient(t).get('/api/admin/prize-claims')).status).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.post(`/api/admin/prize-claims/${unknown}/approve`)).status).toBe(404);
    expect(
      (await admin.client.post('/api/admin/prize-claims/not-a-uuid/reject', { reason: 'Non esiste.' }))
        .status,
    ).toBe(404);
    const [still] = await t.database.db.select().from(prizeClaims).where(eq(prizeClaims.id, any!.id));
    expect(still!.reviewedBy === user.id).toBe(false);
  });
});
