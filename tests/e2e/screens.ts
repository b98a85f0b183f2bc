// What every screen must be on a phone: nothing wider than the screen, no image left unloaded, nothing axe
// finds, and every control big enough for a finger (smallTargets). The screenshot is kept with the test's results (test-results/e2e/<test>/<name>.png) for a person
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

/** The least width and height of a control's target for a finger, in CSS pixels. */
export const MIN_TARGET = 44;

export interface Small {
  what: string;
  width: number;
  height: number;
  /** Where in the square the finger landed elsewhere, and on what. */
  missed: string;
}

/** Every visible control on the screen (inside the open dialog, when one is open) whose target is too small. */
export async function smallTargets(page: Page): Promise<Small[]> {
  // Nothing still arriving or moving: the layout the finger meets.
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running')))
    .toBe(true);
  return page.evaluate(async (min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=tab]',
      '[role=switch]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=link]',
      '[role=menuitem]',
      '[role=option]',
    ].join(',');
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role=dialog],[role=alertdialog]')].filter(
      (d) => d.checkVisibility(),
    );
    const scope: ParentNode = dialogs.at(-1) ?? document.body;
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
    const candidates = new Set<HTMLElement>([
      ...scope.querySelectorAll<HTMLElement>(SELECTOR),
      ...toasts.flatMap((t) => [...t.querySelectorAll<HTMLElement>(SELECTOR)]),
    ]);
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.name) : null) ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${label.slice(0, 40)}"`;
    };
    const small: { what: string; width: number; height: number; missed: string }[] = [];
    for (const element of candidates) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (element.closest('[inert]')) continue;
      // Not to be tapped now (the button waits for a choice): measured where the test makes it enabled.
      if (element.matches(':disabled')) continue;
      // Drawn only while it has the keyboard's focus (the skip link, sr-only until then): no finger meets it.
      if (getComputedStyle(element).clipPath === 'inset(50%)') {
        if (!(element instanceof HTMLInputElement)) continue;
      }
      let target: HTMLElement = element;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        // A check box or radio is tapped through its label too: the label around it, or the one naming a
        // hidden one, is its target.
        const label = [...(element.labels ?? [])].find(
          (l) => l.contains(element) || element.getBoundingClientRect().width < 2,
        );
        if (label) target = label;
      } else if (element instanceof HTMLInputElement && getComputedStyle(element).clipPath === 'inset(50%)') {
        // A hidden file input is opened by a button of the app's own, measured as a button.
        continue;
      }
      const box0 = target.getBoundingClientRect();
      if (box0.width === 0 || box0.height === 0) continue;
      // In the middle of the screen (and of any list that scrolls), clear of the header, the tabs and the
      // toasts above them, as a person would scroll it before tapping.
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const moved = target.getBoundingClientRect();
      if (moved.top !== box0.top || moved.left !== box0.left) await frame();
      const box = target.getBoundingClientRect();
      const owns = (hit: Element | null) => {
        if (!hit) return false;
        if (target.contains(hit)) return true;
        // A control's own labels are its target too.
        const labels = (target as HTMLInputElement).labels;
        if (labels && [...labels].some((l) => l.contains(hit))) return true;
        if (target instanceof HTMLLabelElement && target.control?.contains(hit)) return true;
        return false;
      };
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      // A disc `min` across, as a fingertip is round: a round button 44 px wide passes, its corners don't count.
      // A pixel off the radius for the layout's rounding (a row of 44 px buttons falls on fractions).
      const radius = min / 2 - 1;
      const points: [number, number][] = [[0, 0]];
      for (let step = 0; step < 16; step++) {
        const angle = (step * Math.PI) / 8;
        for (const r of [radius / 2, radius]) points.push([r * Math.cos(angle), r * Math.sin(angle)]);
      }
      let missed = '';
      for (const [dx, dy] of points) {
        // Past the screen's edge there is no finger to miss.
        const x = Math.min(Math.max(cx + dx, 0), window.innerWidth - 1);
        const y = Math.min(Math.max(cy + dy, 0), window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        if (!owns(hit) && !missed) {
          missed = `(${Math.round(dx)},${Math.round(dy)}) → ${hit ? describe(hit) : 'nothing'}`;
        }
      }
      if (missed) {
        small.push({
          what: describe(element),
          width: Math.round(box.width),
          height: Math.round(box.height),
          missed,
        });
      }
    }
    return small;
  }, MIN_TARGET);
}
