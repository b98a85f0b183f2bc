// Takes phone (390×844) and desktop screenshots of the given paths of a running app, for a look as a user would.
// Usage: npm run screenshots -- [--base http://localhost:3000] [--lang it|en] [--out dir] /path ...
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    lang: { type: 'string', default: 'it' },
    out: { type: 'string', default: 'test-results/screenshots' },
  },
});

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const paths = positionals.length > 0 ? positionals : ['/'];

const browser = await launchChromium();
await mkdir(values.out, { recursive: true });
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, locale: values.lang === 'en' ? 'en-US' : 'it-IT' });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(values.base + path, { waitUntil: 'networkidle' });
    const file = join(values.out, `${name}-${values.lang}${path.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
