// Uploads a profile picture the way the browser's form does (multipart, with the session's cookies).
import type { BrowserClient } from './browser-client';
import type { TestApp } from './test-app';

/** The first bytes of a PNG: all the server looks at to know the type. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

export async function uploadPicture(
  t: TestApp,
  client: BrowserClient,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('picture', new File([bytes], name, { type }));
  const headers: Record<string, string> = { Origin: 'http://localhost:3000', 'Accept-Language': 'en' };
  headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.request('http://localhost:3000/api/account/picture', {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
