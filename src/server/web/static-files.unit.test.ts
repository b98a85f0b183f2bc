import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@/shared/public-config';
import { withSettingsRevision } from './static-files';

const config = (photo: string): PublicConfig => ({
  social: { photo, shortVideo: 'https://t.example/', video: 'https://y.example/' },
  authProviders: [],
});

describe("the worker's kept index.html", () => {
  const sw = 'x=[{"revision":"abc123","url":"logo.svg"},{"revision":"0f0f","url":"index.html"}];';

  it('is renewed when the settings injected into it change, without a new build', () => {
    const a = withSettingsRevision(sw, config('https://a.example/'));
    const b = withSettingsRevision(sw, config('https://b.example/'));
    expect(a).toMatch(/"revision":"0f0f-[0-9a-f]{12}","url":"index\.html"/);
    expect(a).not.toBe(b);
    expect(withSettingsRevision(sw, config('https://a.example/'))).toBe(a);
    // Only index.html's revision changes.
    expect(a).toContain('{"revision":"abc123","url":"logo.svg"}');
  });
});
