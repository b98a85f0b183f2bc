// NUL and other control characters in text are a 4xx naming the field and change nothing: never a 500.
import { describe, expect, it } from 'vitest';
import { coupon, food, prize, useBadInputApp, type ErrorBody } from '../../../tests/support/bad-input';

const h = useBadInputApp();

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+39 333 1234567',
  birthDate: '1990-05-01',
  gender: 'female',
};

describe('NUL and other control characters in text', () => {
  it('are refused in every text field, naming the field', async () => {
    const { admin, member } = h;
    await h.refusedWithoutChange([
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
    const res = await h.member.call('PATCH', '/api/account/profile', { ...profile, firstName: 'A\u0000da' });
    expect((res.body as ErrorBody).error.fields).toEqual([
      { field: 'firstName', message: 'Remove the control characters (such as NUL) from this text' },
    ]);
  });

  it('multi-line texts keep their line breaks', async () => {
    const res = await h.admin.post('/api/admin/prizes', {
      ...prize,
      slug: 'apron-lines',
      descriptionEn: 'A kitchen apron.\nIn cotton.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ descriptionEn: 'A kitchen apron.\nIn cotton.' });
  });

  it('are refused by the auth endpoints before the auth library sees them', async () => {
    const password = 'gestione-del-frigo-2027';
    await h.refusedWithoutChange([
      [
        h.client(),
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
        h.client(),
        'POST',
        '/api/auth/reset-password',
        { token: 'abc\u0000', password, confirmPassword: password },
        422,
        'token',
      ],
      [
        h.client(),
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
    await h.refusedWithoutChange([
      [
        h.guest,
        'POST',
        '/api/push/subscriptions',
        { endpoint: 'https://fcm.googleapis.com/fcm/send/a\u0000b', keys },
        422,
        'endpoint',
      ],
    ]);
  });
});
