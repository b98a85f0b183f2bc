// Every admin change is in the audit list (who, what, when), made in the change's own transaction: a change
// refused (a taken slug, a row not found) leaves no entry. And every admin route is refused to a user, a
// guest and nobody, changing nothing: the access matrix, from the list of the API's operations.
import { describe, expect, it } from 'vitest';
import { useAdminApiApp } from '../../../tests/support/admin-api';
import { browserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { operations } from '../openapi/operations';

const h = useAdminApiApp();

interface Entry {
  adminEmail: string;
  action: string;
  resource: string;
  resourceId: string;
  details: unknown;
  createdAt: string;
}

async function latest(n: number): Promise<Entry[]> {
  const res = await h.admin.get<Entry[]>(`/api/admin/audit?limit=${n}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('the audit list of admin changes', () => {
  it('records who created, changed and deleted a prize, newest first, and nothing for a refused change', async () => {
    const slug = `audit-${Date.now()}`;
    const body = {
      slug,
      minLevel: 2,
      titleIt: 'Sacchetto M',
      titleEn: 'M bag',
      descriptionIt: 'Un sacchetto.',
      descriptionEn: 'A bag.',
    };
    const created = await h.admin.post<{ id: number }>('/api/admin/prizes', body);
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect((await h.admin.call('PATCH', `/api/admin/prizes/${id}`, { minLevel: 3 })).status).toBe(200);
    const before = await latest(100);
    // Refused: the slug is taken, and a row that is not there.
    expect((await h.admin.post('/api/admin/prizes', body)).status).toBe(409);
    expect((await h.admin.call('PATCH', '/api/admin/prizes/999999', { minLevel: 3 })).status).toBe(404);
    expect(await latest(100)).toEqual(before);
    expect((await h.admin.call('DELETE', `/api/admin/prizes/${id}`)).status).toBe(204);

    const [deleted, changed, made] = await latest(3);
    expect(made).toMatchObject({ action: 'create', resource: 'prizes', resourceId: id, details: body });
    expect(changed).toMatchObject({ action: 'update', resourceId: id, details: { minLevel: 3 } });
    expect(deleted).toMatchObject({ action: 'delete', resourceId: id, details: null });
    for (const entry of [made, changed, deleted]) {
      expect(entry!.adminEmail).toMatch(/^admin-api-1-/);
      expect(Date.now() - Date.parse(entry!.createdAt)).toBeLessThan(60_000);
    }
  });

  it('pages with limit and offset, saying the range', async () => {
    const res = await h.admin.get<Entry[]>('/api/admin/audit?limit=1&offset=1');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.headers.get('content-range')).toMatch(/^1-1\/\d+$/);
    expect((await h.admin.get('/api/admin/audit?limit=abc')).status).toBe(400);
    expect((await h.admin.get('/api/admin/audit?limit=201')).status).toBe(400);
  });
});

describe('an account found by its address', () => {
  it('shows its points ledger, newest first, to an admin; an unknown or malformed address is told apart', async () => {
    const session = await h.user.get<{ user: { email: string } }>('/api/auth/get-session');
    const email = session.body.user.email;
    const found = await h.admin.get<{
      id: string;
      email: string;
      points: number;
      ledger: { reason: string; points: number }[];
    }>(`/api/admin/accounts?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: h.userId, email });
    // The sign-up's 5 points, as the ledger says them.
    expect(found.body.ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(found.body.points);
    expect(found.body.ledger.length).toBeGreaterThan(0);

    const unknown = await h.admin.get('/api/admin/accounts?email=nobody-here%40example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: 'No account has this address.' } });
    const malformed = await h.admin.get<{ error: { fields: { field: string }[] } }>(
      '/api/admin/accounts?email=not-an-address',
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields.map((f) => f.field)).toEqual(['email']);
  });
});

describe('every admin route', () => {
  const adminOperations = operations.filter((op) => op.access === 'admin');

  it('is one of the API’s operations marked for admins', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(25);
    for (const op of operations) {
      if (op.path.startsWith('/api/admin/')) expect(op.access, `${op.method} ${op.path}`).toBe('admin');
    }
  });

  it('is refused to nobody (401), a guest and a user (403), and changes nothing', async () => {
    const guest = browserClient(h.t, { lang: 'en' });
    expect((await guest.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    const callers = [
      { who: 'nobody', client: browserClient(h.t, { lang: 'en' }), status: 401 },
      { who: 'a guest', client: guest, status: 403 },
      { who: 'a user', client: h.user, status: 403 },
    ];
    const before = await tablesDigest(h.t);
    for (const op of adminOperations) {
      const path = op.path.replace(/\{id\}/g, '00000000-0000-4000-8000-000000000001');
      const body = op.method === 'get' || op.method === 'delete' ? undefined : {};
      for (const { who, client, status } of callers) {
        const res = await client.call(op.method.toUpperCase(), path, body);
        expect(res.status, `${who}: ${op.method} ${op.path}`).toBe(status);
      }
    }
    expect(await tablesDigest(h.t)).toEqual(before);
  });
});
