import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './page-scripts';

describe('inlineScriptHashes', () => {
  it("gives the CSP hash of each inline script, not of a script's file nor of data", () => {
    const script = 'document.addEventListener("submit",e=>e.preventDefault(),true);';
    const page =
      `<head><script>${script}</script><script id="app-entry" type="application/json">{"a":1}</script>` +
      '<script type="module" src="/after-paint.js"></script></head><body></body>';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(inlineScriptHashes(page)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes('<body>nothing</body>')).toEqual([]);
  });
});
