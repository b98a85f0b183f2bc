// A food's picture uploaded by an admin: checked like a profile picture, kept as a WebP under a new name each
// time (so served as immutable), named by the food and by the audit list; the one it replaces is deleted.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAdminApiApp } from '../../../tests/support/admin-api';
import { browserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { PNG, uploadPicture } from '../../../tests/support/picture';

const h = useAdminApiApp();

async function newFood(slug: string): Promise<number> {
  const created = await h.admin.post<{ id: number }>('/api/admin/foods', {
    name: `Feijoa ${slug}`,
    type: 'fruit',
    slug,
    expiresWithBagDays: 12,
    expiresWithoutBagDays: 5,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const upload = (id: number | string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  uploadPicture(h.t, h.admin, bytes, name, type, `/api/admin/foods/${id}/picture`);

describe("a food's picture", () => {
  it('is kept as a WebP under a new name, served for good, audited, and replaces the one before', async () => {
    const id = await newFood(`picture-${Date.now()}`);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e4a11b' } })
      .jpeg()
      .toBuffer();
    const first = await upload(id, new Uint8Array(photo), 'feijoa.jpg', 'image/jpeg');
    expect(first.status).toBe(200);
    const imagePath = first.body.imagePath as string;
    expect(imagePath).toMatch(/^public\/foods\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await h.admin.get(`/api/admin/foods/${id}`)).body).toMatchObject({ id, imagePath });

    const url = `/storage/${imagePath}`;
    const served = await h.t.request(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Whole inside the square, not cropped: 900×600 becomes 512×341.
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });

    const [entry] = (await h.admin.get<Record<string, unknown>[]>('/api/admin/audit?limit=1')).body;
    expect(entry).toMatchObject({
      action: 'update',
      resource: 'foods',
      resourceId: String(id),
      details: { imagePath },
    });

    const second = await upload(id, PNG, 'feijoa.png', 'image/png');
    expect(second.status).toBe(200);
    expect(second.body.imagePath).not.toBe(imagePath);
    expect((await h.t.request(url)).status).toBe(404);
  });

  it('refuses what is no picture, a broken one, a big one and an unknown food, changing nothing', async () => {
    const id = await newFood(`refused-${Date.now()}`);
    const before = await tablesDigest(h.t);
    const fake = await upload(id, new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.png', 'image/png');
    expect(fake).toMatchObject({
      status: 422,
      body: {
        error: { fields: [{ field: 'picture', message: 'The picture must be a JPEG, PNG or WebP image' }] },
      },
    });
    const broken = new Uint8Array(64);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(id, broken, 'broken.jpg', 'image/jpeg')).status).toBe(422);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    expect((await upload(id, big, 'big.png', 'image/png')).body).toMatchObject({
      error: { fields: [{ message: 'The picture must be at most 2 MB' }] },
    });
    const none = await h.admin.post<{ error: { fields: { message: string }[] } }>(
      `/api/admin/foods/${id}/picture`,
      {},
    );
    expect(none.status).toBe(422);
    // An empty file is no picture: the message names the food's, not a profile's.
    expect((await upload(id, new Uint8Array(0), 'empty.png', 'image/png')).body).toMatchObject({
      error: { fields: [{ field: 'picture', message: 'Choose the food’s picture' }] },
    });
    expect((await upload(999_999, PNG, 'x.png', 'image/png')).status).toBe(404);
    expect(await tablesDigest(h.t)).toEqual(before);
  });

  it('is refused to a user, and to nobody', async () => {
    const id = await newFood(`user-${Date.now()}`);
    const asUser = await uploadPicture(
      h.t,
      h.user,
      PNG,
      'x.png',
      'image/png',
      `/api/admin/foods/${id}/picture`,
    );
    expect(asUser.status).toBe(403);
    const nobody = browserClient(h.t);
    const asNobody = await uploadPicture(
      h.t,
      nobody,
      PNG,
      'x.png',
      'image/png',
      `/api/admin/foods/${id}/picture`,
    );
    expect(asNobody.status).toBe(401);
  });
});
