// Uploads a picture (a profile's, or another route's) the way the browser's form does (multipart, with the session's cookies).
import type { BrowserClient } from './browser-client';
import type { TestApp } from './test-app';

/** A whole PNG of one pixel: the server decodes what it keeps. */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export async function uploadPicture(
  t: TestApp,
  client: BrowserClient,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
  path = '/api/account/picture',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('picture', new File([bytes], name, { type }));
  const headers: Record<string, string> = { Origin: 'http://localhost:3000', 'Accept-Language': 'en' };
  headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
