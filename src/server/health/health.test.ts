import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('is 200 when the database answers', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: inject('dbKind') });
  });

  it('sets the security headers on every response', async () => {
    for (const path of ['/api/health', '/api/nothing', '/storage/public/foods/pears.svg']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('answers an unknown API path with 404 in the JSON error shape, in the asked language', async () => {
    const res = await t.request('/api/nothing', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('is 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.request('/api/health');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  });
});
