// Two instances on one S3-compatible service (a real one on loopback): a picture uploaded through one is served
// by the other, and the catalogue's pictures are there for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { PNG, uploadPicture } from '../../../tests/support/picture';
import { startS3, type S3Sink } from '../../../tests/support/s3-server';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let s3: S3Sink;
let one: TestApp;
let other: TestApp;

beforeAll(async () => {
  s3 = await startS3();
  one = await createTestApp({ STORAGE_URL: s3.url });
  other = await createTestApp({ STORAGE_URL: s3.url });
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await s3?.close();
});

describe('pictures on an S3-compatible service', () => {
  it('are served by every instance: uploaded through one, read through another, gone from both when replaced', async () => {
    const client = browserClient(one, { lang: 'en' });
    await signUpVerified(one, client, `s3-${Date.now()}@example.com`, 'sacchetti-freschi-2026');
    const first = await uploadPicture(one, client, PNG, 'me.png', 'image/png');
    expect(first.status).toBe(200);
    const url = first.body.imgPath as string;
    const there = await other.request(url);
    expect(there.status).toBe(200);
    expect(there.headers.get('content-type')).toBe('image/webp');
    const here = await one.request(url);
    expect(Buffer.from(await there.arrayBuffer()).equals(Buffer.from(await here.arrayBuffer()))).toBe(true);

    const second = await uploadPicture(one, client, PNG, 'me-again.png', 'image/png');
    expect((await other.request(second.body.imgPath as string)).status).toBe(200);
    expect((await other.request(url)).status).toBe(404);
  });

  it("hold the catalogue's pictures, seeded by whichever instance started first", async () => {
    const res = await other.request('http://localhost:3000/storage/public/foods/pears.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
