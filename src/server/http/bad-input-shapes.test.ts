// Bad filters, bodies that are not the expected object and bad storage paths are a 4xx: never a 500.
import { describe, expect, it } from 'vitest';
import { expectRefused, useBadInputApp, type ErrorBody } from '../../../tests/support/bad-input';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';

const h = useBadInputApp();
/** The raw requests' addresses, one each, so that the per-address limits of the auth endpoints stay far. */
let ip = 0;

describe('list filters', () => {
  it('with dates PostgreSQL cannot hold, NUL bytes or a dangling escape are malformed queries', async () => {
    const cases: [BrowserClient, string][] = [
      [h.guest, '/api/fridge-items?created_at=gt.0000-01-01'],
      [h.guest, '/api/fridge-items?start_datetime=lt.0000-12-31T23:00:00Z'],
      [h.guest, '/api/fridge-items?end_datetime=lt.9999-12-31T23:00:00-05:00'],
      [h.guest, '/api/fridge-items?or=(created_at.gt.0000-01-01,state.eq.stored)'],
      [h.admin, '/api/admin/coupons?valid_from=gt.0000-06-01'],
      [h.admin, '/api/admin/foods?name=eq.a%00b'],
      [h.admin, '/api/admin/foods?name=in.(pears,a%00b)'],
      [h.admin, '/api/admin/foods?name=like.*%5C'],
      [h.admin, '/api/admin/foods?name=ilike.*%00*'],
      [h.admin, '/api/admin/prizes?title_en=ilike.*%5C'],
    ];
    for (const [who, path] of cases) {
      const res = await who.get(path);
      expect.soft(res.status, path).toBe(400);
      expectRefused(res, 400);
      expect((res.body as ErrorBody).error.code).toBe('invalid_query');
    }
  });

  it('still take any date with a four-digit year, and an escaped backslash', async () => {
    for (const path of [
      '/api/foods?created_at=gt.0001-01-01',
      '/api/foods?created_at=gt.1900-01-01T00:00:00Z',
      '/api/foods?created_at=lt.9999-12-31T00:00:00Z',
      '/api/foods?name=like.*%5C%5C',
    ]) {
      expect((await h.guest.get(path)).status, path).toBe(200);
    }
  });
});

describe('bodies that are not the expected object', () => {
  it('arrays, strings, null, numbers, malformed JSON, deep nesting and invalid UTF-8 are 4xx', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const raw = [
      '[]',
      '"text"',
      'null',
      '42',
      'true',
      '{',
      '',
      deep,
      `{"a":${deep}}`,
      Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString(
        'latin1',
      ),
    ];
    const targets: [BrowserClient, string, string][] = [
      [h.guest, 'POST', '/api/fridge-items'],
      [h.member, 'PATCH', '/api/account/profile'],
      [h.member, 'POST', '/api/invites/accept'],
      [h.guest, 'PUT', '/api/account/notifications'],
      [h.admin, 'POST', '/api/admin/foods'],
      [h.client(), 'POST', '/api/auth/sign-in/email'],
      [h.client(), 'POST', '/api/auth/sign-up/email'],
      [h.client(), 'POST', '/api/auth/reset-password'],
      [h.member, 'POST', '/api/auth/change-password'],
      [h.guest, 'POST', '/api/account/password'],
    ];
    const before = await tablesDigest(h.t);
    for (const [who, method, path] of targets) {
      for (const body of raw) {
        const res = await h.t.request(`http://localhost:3000${path}`, {
          method,
          headers: {
            Origin: 'http://localhost:3000',
            'Content-Type': 'application/json',
            'X-Forwarded-For': `10.2.0.${++ip % 250}`,
            Cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body: Buffer.from(body, 'latin1'),
        });
        expect.soft(res.status, `${method} ${path} ${body.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect.soft(res.status, `${method} ${path} ${body.slice(0, 30)}`).toBeLessThan(500);
        const json = (await res.json()) as ErrorBody;
        expect(json.error.code).toEqual(expect.any(String));
      }
    }
    expect(await tablesDigest(h.t)).toEqual(before);
  });
});

describe('public storage', () => {
  it('a folder, a path through a file and a name too long for the disk are not found', async () => {
    for (const path of ['foods', 'foods/pears.svg/x', `foods/${'a'.repeat(300)}.svg`]) {
      const res = await h.t.request(`/storage/public/${path}`);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe('not_found');
    }
  });
});
