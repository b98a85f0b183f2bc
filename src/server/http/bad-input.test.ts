// Bad input of every kind is a 4xx with the usual error body and changes nothing: never a 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient, type CallResult } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { grantAdmin } from '../admin/grant';
import { foods } from '../db/schema';

let t: TestApp;
let guest: BrowserClient;
let member: BrowserClient;
let admin: BrowserClient;
let carrots: number;
let ip = 0;

/** A client from an address of its own, so per-address limits of the auth endpoints stay far. */
const client = () => browserClient(t, { lang: 'en', ip: `10.1.0.${++ip}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  guest = await signedInGuest(t, { lang: 'en', ip: '10.0.0.1' });
  member = client();
  await signUpVerified(t, member, 'bad-input-member@example.com', 'gestione-del-frigo-2026');
  admin = client();
  await signUpVerified(t, admin, 'bad-input-admin@example.com', 'gestione-del-frigo-2026');
  expect(await grantAdmin(t.database.db, 'bad-input-admin@example.com')).toBe('granted');
  carrots = (await foodIds(t)).carrots!;
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: { field: string; message: string }[] } };

/** The request is refused with `status` and the usual error body, naming `field` when given. */
function expectRefused(res: CallResult<unknown>, status: number, field?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as ErrorBody;
  expect(body.error.code).toEqual(expect.any(String));
  expect(body.error.message).toEqual(expect.any(String));
  if (field) expect(body.error.fields?.map((f) => f.field)).toContain(field);
}

/** Runs the requests, each refused as expected, and checks that no table changed. */
async function refusedWithoutChange(
  cases: [who: BrowserClient, method: string, path: string, body: unknown, status: number, field?: string][],
): Promise<void> {
  const before = await tablesDigest(t.database.db);
  for (const [who, method, path, body, status, field] of cases) {
    const res = await who.call(method, path, body);
    expect.soft(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
    expectRefused(res, status, field);
  }
  expect(await tablesDigest(t.database.db)).toEqual(before);
}

const food = {
  name: 'Feijoa',
  type: 'fruit',
  slug: 'feijoa',
  expiresWithBagDays: 12,
  expiresWithoutBagDays: 5,
};
const prize = {
  slug: 'apron',
  minLevel: 6,
  titleIt: 'Un grembiule',
  titleEn: 'An apron',
  descriptionIt: 'Un grembiule da cucina.',
  descriptionEn: 'A kitchen apron.',
};
const coupon = {
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
const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+39 333 1234567',
  birthDate: '1990-05-01',
  gender: 'female',
};

describe('whole numbers beyond PostgreSQL’s integer', () => {
  it('are refused in bodies as field errors', async () => {
    await refusedWithoutChange([
      [guest, 'POST', '/api/fridge-items', { foodId: 3_000_000_000, bagSize: 'M' }, 422, 'foodId'],
      [guest, 'POST', '/api/fridge-items', { foodId: 2_147_483_648, bagSize: 'M' }, 422, 'foodId'],
      [guest, 'POST', '/api/fridge-items', { foodId: 1e300, bagSize: 'M' }, 422, 'foodId'],
      [
        admin,
        'POST',
        '/api/admin/foods',
        { ...food, expiresWithBagDays: 3_000_000_000 },
        422,
        'expiresWithBagDays',
      ],
      [admin, 'POST', '/api/admin/prizes', { ...prize, minLevel: 3_000_000_000 }, 422, 'minLevel'],
      [admin, 'POST', '/api/admin/coupons', { ...coupon, percent: 3_000_000_000 }, 422, 'percent'],
    ]);
    // The largest integer is only an unknown food.
    expectRefused(
      await guest.post('/api/fridge-items', { foodId: 2_147_483_647, bagSize: 'M' }),
      422,
      'foodId',
    );
  });

  it('in paths and queries name nothing, or are a malformed query', async () => {
    for (const path of ['3000000000', '99999999999999999999', '-1', '1e3', '0x10']) {
      expectRefused(await admin.get(`/api/admin/foods/${path}`), 404);
      expectRefused(await admin.call('PATCH', `/api/admin/prizes/${path}`, { minLevel: 2 }), 404);
      expectRefused(await member.post(`/api/prizes/${path}/claim`, {}), 404);
    }
    expectRefused(await guest.get('/api/fridge-items?food_id=eq.3000000000'), 400);
    expectRefused(await admin.get('/api/admin/prizes?id=in.(1,3000000000)'), 400);
    expectRefused(await guest.get('/api/fridge-items?limit=99999999999'), 400);
  });
});

describe('dates outside the years 1970 to 9998', () => {
  it('are refused for an item’s start, with nothing stored', async () => {
    await refusedWithoutChange([
      [
        guest,
        'POST',
        '/api/fridge-items',
        { foodId: carrots, bagSize: 'M', startDatetime: '0000-01-01T00:00:00Z' },
        422,
        'startDatetime',
      ],
      [
        guest,
        'POST',
        '/api/fridge-items',
        { foodId: carrots, bagSize: 'M', startDatetime: '9999-12-31T00:00:00Z' },
        422,
        'startDatetime',
      ],
      [
        guest,
        'POST',
        '/api/fridge-items',
        { foodId: carrots, bagSize: 'M', startDatetime: '9999-01-01T00:00:00Z' },
        422,
        'startDatetime',
      ],
      [
        guest,
        'POST',
        '/api/fridge-items',
        { foodId: carrots, bagSize: 'M', startDatetime: '1969-12-31T23:59:59Z' },
        422,
        'startDatetime',
      ],
    ]);
    const last = await guest.post('/api/fridge-items', {
      foodId: carrots,
      bagSize: 'M',
      startDatetime: '9998-12-31T23:59:59Z',
    });
    expect(last.status).toBe(201);
  });

  it('an end date that the food’s shelf life would carry past 9999 is refused, not stored', async () => {
    const [stored] = await t.database.db
      .select({ days: foods.expiresWithBagDays })
      .from(foods)
      .where(eq(foods.id, carrots));
    const days = stored!.days;
    // Only the database could hold such a shelf life (admins may set at most 365 days).
    for (const shelfLife of [3_000_000, 2_147_483_647]) {
      await t.database.db.update(foods).set({ expiresWithBagDays: shelfLife }).where(eq(foods.id, carrots));
      try {
        await refusedWithoutChange([
          [guest, 'POST', '/api/fridge-items', { foodId: carrots, bagSize: 'M' }, 422, 'startDatetime'],
        ]);
      } finally {
        await t.database.db.update(foods).set({ expiresWithBagDays: days }).where(eq(foods.id, carrots));
      }
    }
  });

  it('are refused for a coupon’s bounds', async () => {
    await refusedWithoutChange([
      [
        admin,
        'POST',
        '/api/admin/coupons',
        { ...coupon, validFrom: '0000-01-01T00:00:00Z' },
        422,
        'validFrom',
      ],
      [
        admin,
        'POST',
        '/api/admin/coupons',
        { ...coupon, validTo: '9999-12-31T23:00:00-05:00' },
        422,
        'validTo',
      ],
      [admin, 'POST', '/api/admin/coupons', { ...coupon, validTo: '9999-06-01T00:00:00Z' }, 422, 'validTo'],
    ]);
  });
});

describe('NUL and other control characters in text', () => {
  it('are refused in every text field, naming the field', async () => {
    await refusedWithoutChange([
      [member, 'PATCH', '/api/account/profile', { ...profile, firstName: 'A\u0000da' }, 422, 'firstName'],
      [member, 'PATCH', '/api/account/profile', { ...profile, displayName: '\u0000' }, 422, 'displayName'],
      [member, 'PATCH', '/api/account/profile', { ...profile, lastName: 'Love\u0007lace' }, 422, 'lastName'],
      [member, 'POST', '/api/invites/accept', { code: 'ABC\u0000' }, 422, 'code'],
      [admin, 'POST', '/api/admin/foods', { ...food, name: 'Fei\u0000joa' }, 422, 'name'],
      [admin, 'POST', '/api/admin/prizes', { ...prize, titleIt: 'Grembiule\u0000' }, 422, 'titleIt'],
      [admin, 'POST', '/api/admin/prizes', { ...prize, titleEn: 'An\napron' }, 422, 'titleEn'],
      [
        admin,
        'POST',
        '/api/admin/coupons',
        { ...coupon, descriptionIt: 'Sconto\u0000' },
        422,
        'descriptionIt',
      ],
      [admin, 'POST', '/api/admin/coupons', { ...coupon, readMoreUrl: '/terms\u0000' }, 422, 'readMoreUrl'],
      [admin, 'POST', '/api/admin/coupons', { ...coupon, titleEn: 'Spring \ud800' }, 422, 'titleEn'],
      [admin, 'PATCH', '/api/admin/foods/1', { name: 'Pere\u0000' }, 422, 'name'],
    ]);
  });

  it('are answered with a message that says so', async () => {
    const res = await member.call('PATCH', '/api/account/profile', { ...profile, firstName: 'A\u0000da' });
    expect((res.body as ErrorBody).error.fields).toEqual([
      { field: 'firstName', message: 'Remove the control characters (such as NUL) from this text' },
    ]);
  });

  it('multi-line texts keep their line breaks', async () => {
    const res = await admin.post('/api/admin/prizes', {
      ...prize,
      slug: 'apron-lines',
      descriptionEn: 'A kitchen apron.\nIn cotton.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ descriptionEn: 'A kitchen apron.\nIn cotton.' });
  });

  it('are refused by the auth endpoints before the auth library sees them', async () => {
    const password = 'gestione-del-frigo-2027';
    await refusedWithoutChange([
      [
        client(),
        'POST',
        '/api/auth/sign-up/email',
        {
          firstName: 'Ad\u0000a',
          lastName: 'Lovelace',
          email: 'nul@example.com',
          password,
          confirmPassword: password,
        },
        422,
        'firstName',
      ],
      [
        client(),
        'POST',
        '/api/auth/reset-password',
        { token: 'abc\u0000', password, confirmPassword: password },
        422,
        'token',
      ],
      [
        client(),
        'POST',
        '/api/auth/sign-in/email',
        { email: 'bad-input-member@example.com', password: 'secret\u0000' },
        422,
        'password',
      ],
    ]);
  });

  it('are refused in a push endpoint', async () => {
    const keys = {
      p256dh: Buffer.alloc(65, 4).toString('base64url'),
      auth: Buffer.alloc(16, 1).toString('base64url'),
    };
    await refusedWithoutChange([
      [
        guest,
        'POST',
        '/api/push/subscriptions',
        { endpoint: 'https://fcm.googleapis.com/fcm/send/a\u0000b', keys },
        422,
        'endpoint',
      ],
    ]);
  });
});

describe('list filters', () => {
  it('with dates PostgreSQL cannot hold, NUL bytes or a dangling escape are malformed queries', async () => {
    const cases: [BrowserClient, string][] = [
      [guest, '/api/fridge-items?created_at=gt.0000-01-01'],
      [guest, '/api/fridge-items?start_datetime=lt.0000-12-31T23:00:00Z'],
      [guest, '/api/fridge-items?end_datetime=lt.9999-12-31T23:00:00-05:00'],
      [guest, '/api/fridge-items?or=(created_at.gt.0000-01-01,state.eq.stored)'],
      [admin, '/api/admin/coupons?valid_from=gt.0000-06-01'],
      [admin, '/api/admin/foods?name=eq.a%00b'],
      [admin, '/api/admin/foods?name=in.(pears,a%00b)'],
      [admin, '/api/admin/foods?name=like.*%5C'],
      [admin, '/api/admin/foods?name=ilike.*%00*'],
      [admin, '/api/admin/prizes?title_en=ilike.*%5C'],
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
      expect((await guest.get(path)).status, path).toBe(200);
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
      [guest, 'POST', '/api/fridge-items'],
      [member, 'PATCH', '/api/account/profile'],
      [member, 'POST', '/api/invites/accept'],
      [guest, 'PUT', '/api/account/notifications'],
      [admin, 'POST', '/api/admin/foods'],
      [client(), 'POST', '/api/auth/sign-in/email'],
      [client(), 'POST', '/api/auth/sign-up/email'],
      [client(), 'POST', '/api/auth/reset-password'],
      [member, 'POST', '/api/auth/change-password'],
      [guest, 'POST', '/api/account/password'],
    ];
    const before = await tablesDigest(t.database.db);
    for (const [who, method, path] of targets) {
      for (const body of raw) {
        const res = await t.request(`http://localhost:3000${path}`, {
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
    expect(await tablesDigest(t.database.db)).toEqual(before);
  });
});

describe('public storage', () => {
  it('a folder, a path through a file and a name too long for the disk are not found', async () => {
    for (const path of ['foods', 'foods/pears.svg/x', `foods/${'a'.repeat(300)}.svg`]) {
      const res = await t.request(`/storage/public/${path}`);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe('not_found');
    }
  });
});
