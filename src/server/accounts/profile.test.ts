// Profile edit: the validation messages, what is stored, and the picture upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import sharp from 'sharp';
import { PNG, uploadPicture } from '../../../tests/support/picture';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let b: BrowserClient;
beforeAll(async () => {
  t = await createTestApp();
  b = browserClient(t, { lang: 'en' });
  await b.post('/api/auth/sign-in/anonymous');
});
afterAll(() => t.close());

const upload = (client: BrowserClient, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  uploadPicture(t, client, bytes, name, type);

describe('profile edit', () => {
  it('refuses missing and invalid fields with their validation messages, and changes nothing', async () => {
    const res = await b.call('PATCH', '/api/account/profile', {
      firstName: ' ',
      lastName: '',
      phone: '',
      birthDate: '2999-01-01',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: {
        fields: [
          { field: 'firstName', message: 'First name is required' },
          { field: 'lastName', message: 'Last name is required' },
          { field: 'phone', message: 'Phone number is required' },
          { field: 'birthDate', message: 'Invalid birth date' },
          { field: 'gender', message: 'Gender is required' },
        ],
      },
    });
    expect((await b.get('/api/account/profile')).body).toMatchObject({ firstName: null, phone: null });
  });

  it('stores the fields', async () => {
    const input = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada L.',
      phone: '+39 333 1234567',
      birthDate: '1990-12-10',
      gender: 'other',
    };
    const res = await b.call('PATCH', '/api/account/profile', input);
    expect(res.status).toBe(200);
    expect((await b.get('/api/account/profile')).body).toMatchObject(input);
  });

  it('takes a PNG picture and serves it; refuses other files and big ones', async () => {
    const ok = await upload(b, PNG, 'me.png', 'image/png');
    expect(ok.status).toBe(200);
    const url = ok.body.imgPath as string;
    expect(url).toMatch(/^\/storage\/public\/avatars\/.+\.webp$/);
    const served = await t.request(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // A new name at each upload: kept by browsers and proxies for good.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const fake = await upload(b, new TextEncoder().encode('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(fake).toMatchObject({
      status: 422,
      body: { error: { fields: [{ message: 'The picture must be a JPEG, PNG or WebP image' }] } },
    });
    // The right first bytes, but no image behind them.
    const broken = new Uint8Array(64);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(b, broken, 'broken.jpg', 'image/jpeg')).body).toMatchObject({
      error: { fields: [{ message: 'The picture must be a JPEG, PNG or WebP image' }] },
    });
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    expect((await upload(b, big, 'big.png', 'image/png')).body).toMatchObject({
      error: { fields: [{ message: 'The picture must be at most 2 MB' }] },
    });

    const again = await upload(b, PNG, 'me2.png', 'image/png');
    expect((await t.request(url)).status).toBe(404);
    expect((await t.request(again.body.imgPath as string)).status).toBe(200);
  });

  it('keeps a photo as a WebP square of at most 512 pixels, upright, without where and with what it was taken', async () => {
    // A phone's photo: 1600×1200, turned on its side by its EXIF orientation, with the camera and the place.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7d44' } })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Orientation: '6' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '45/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '9/1 11/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(b, new Uint8Array(photo), 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const kept = Buffer.from(await (await t.request(res.body.imgPath as string)).arrayBuffer());
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(kept.includes('PhoneMaker')).toBe(false);
  });

  it('needs a session', async () => {
    expect((await browserClient(t).get('/api/account/profile')).status).toBe(401);
    expect((await browserClient(t).call('PATCH', '/api/account/profile', {})).status).toBe(401);
  });
});
