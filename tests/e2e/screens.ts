// What every screen must be on a phone: nothing wider than the screen, no image left unloaded, nothing axe
// finds. The screenshot is kept with the test's results (test-results/e2e/<test>/<name>.png) for a person
// to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

interface Overflow {
  tag: string;
  text: string;
  right: number;
}

export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Pictures below the fold load lazily: load them all, so the check and the full-page picture see them.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => {
        img.loading = 'eager';
        return img.complete
          ? undefined
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            });
      }),
    ),
  );
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: Overflow[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Children of a scrolling box (a tab strip) may pass the edge: the box scrolls.
      let clipped = false;
      for (let p = element.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') clipped = true;
      }
      if (!clipped && box.right > width + 1) {
        wide.push({
          tag: element.tagName.toLowerCase(),
          text: (element.textContent ?? '').slice(0, 40),
          right: box.right,
        });
      }
    }
    const broken = [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.getBoundingClientRect().width > 0)
      .map((img) => img.src);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5), broken };
  });
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  expect(problems.wide, `${name}: elements past the right edge`).toEqual([]);
  expect(problems.scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(problems.width);
  expect(problems.broken, `${name}: images that did not load`).toEqual([]);
}

/**
 * Resolves once nothing on the page is moving but what moves for ever (a spinner): axe measures a toast that
 * is still fading in as half transparent, colours blended with what is behind it.
 */
async function stillness(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      ),
    )
    .toBe(true);
}

/**
 * axe finds nothing on the page once it is still; each violation is listed with the elements it names. Found
 * something, it looks again once still again: a toast that arrived while axe was running (a live event) was
 * measured as it faded in. A violation of the page as it stays is found both times.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  const violations = async () => {
    await stillness(page);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const first = await violations();
  expect(first.length === 0 ? first : await violations()).toEqual([]);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes on the page share any area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
