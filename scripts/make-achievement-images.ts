// Draws the achievement badges (/images/achievements/{code}.jpg) from one template: a medal
// in the colour of its kind with a symbol and the milestone, or the food's own picture for new_food_added.
// Renders each in Chromium and writes public/images/achievements/*.jpg. Run again after adding a kind or food.
// Usage: npx tsx scripts/make-achievement-images.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACHIEVEMENTS, type Achievement, type AchievementKind } from '../src/shared/achievements';
import { launchChromium } from './lib/chromium';

const OUT = 'public/images/achievements';
// Shown at 48 CSS pixels: drawn for screens of three device pixels to one, and no larger (each is decoded and
// painted as the prizes open).
const SIZE = 144;

const STYLE: Record<AchievementKind, { ring: string; fill: string; symbol: string }> = {
  first_bag_S: { ring: '#237a35', fill: '#dcfce7', symbol: 'bag' },
  first_bag_M: { ring: '#237a35', fill: '#dcfce7', symbol: 'bag' },
  first_bag_L: { ring: '#237a35', fill: '#dcfce7', symbol: 'bag' },
  bags_used: { ring: '#1d4ed8', fill: '#dbeafe', symbol: 'bag' },
  new_fruit_added: { ring: '#ea580c', fill: '#ffedd5', symbol: 'fruit' },
  new_vegetable_added: { ring: '#15803d', fill: '#dcfce7', symbol: 'leaf' },
  concurrent_bags: { ring: '#7c3aed', fill: '#ede9fe', symbol: 'stack' },
  food_consumed: { ring: '#ca8a04', fill: '#fef9c3', symbol: 'check' },
  login_streak: { ring: '#db2777', fill: '#fce7f3', symbol: 'flame' },
  people_invited: { ring: '#0891b2', fill: '#cffafe', symbol: 'people' },
  new_food_added: { ring: '#237a35', fill: '#ffffff', symbol: 'food' },
};

const SYMBOLS: Record<string, string> = {
  bag: '<path d="M98 92h60l10 84H88z" fill="#fff" stroke="currentColor" stroke-width="8" stroke-linejoin="round"/><path d="M110 92c0-24 36-24 36 0" fill="none" stroke="currentColor" stroke-width="8"/>',
  fruit:
    '<circle cx="128" cy="134" r="40" fill="#fff" stroke="currentColor" stroke-width="8"/><path d="M128 94c4-14 14-20 26-20" fill="none" stroke="currentColor" stroke-width="8" stroke-linecap="round"/>',
  leaf: '<path d="M86 170c0-60 40-84 86-84 0 54-28 86-86 84z" fill="#fff" stroke="currentColor" stroke-width="8" stroke-linejoin="round"/><path d="M92 164l56-52" stroke="currentColor" stroke-width="8" stroke-linecap="round"/>',
  stack:
    '<rect x="84" y="84" width="88" height="28" rx="8" fill="#fff" stroke="currentColor" stroke-width="8"/><rect x="84" y="120" width="88" height="28" rx="8" fill="#fff" stroke="currentColor" stroke-width="8"/><rect x="84" y="156" width="88" height="28" rx="8" fill="#fff" stroke="currentColor" stroke-width="8"/>',
  check:
    '<circle cx="128" cy="132" r="44" fill="#fff" stroke="currentColor" stroke-width="8"/><path d="M106 132l16 16 30-32" fill="none" stroke="currentColor" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>',
  flame:
    '<path d="M128 80c28 30 44 50 44 76a44 44 0 0 1-88 0c0-18 10-30 20-40 2 14 8 22 16 26-4-26 0-44 8-62z" fill="#fff" stroke="currentColor" stroke-width="8" stroke-linejoin="round"/>',
  people:
    '<circle cx="106" cy="110" r="18" fill="#fff" stroke="currentColor" stroke-width="8"/><circle cx="152" cy="110" r="18" fill="#fff" stroke="currentColor" stroke-width="8"/><path d="M76 176c0-24 14-36 30-36s30 12 30 36M122 176c0-24 14-36 30-36s30 12 30 36" fill="#fff" stroke="currentColor" stroke-width="8"/>',
};

async function badge(a: Achievement): Promise<string> {
  const style = STYLE[a.kind];
  const label = a.kind.startsWith('first_bag_')
    ? a.kind.slice(-1)
    : a.kind === 'new_food_added'
      ? ''
      : String(a.milestone);
  const inner =
    a.kind === 'new_food_added'
      ? `<image href="data:image/svg+xml;base64,${(await readFile(join('assets/foods', `${a.itemSlug}.svg`))).toString('base64')}" x="68" y="64" width="120" height="120"/>`
      : `<g color="${style.ring}">${SYMBOLS[style.symbol]}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="${SIZE}" height="${SIZE}">
    <rect width="256" height="256" fill="#f1f8f2"/>
    <circle cx="128" cy="128" r="112" fill="${style.ring}"/>
    <circle cx="128" cy="128" r="96" fill="${style.fill}"/>
    ${inner}
    ${label ? `<circle cx="188" cy="188" r="34" fill="${style.ring}" stroke="#fff" stroke-width="6"/><text x="188" y="201" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${label.length > 1 ? 30 : 36}" fill="#fff">${label}</text>` : ''}
  </svg>`;
}

await mkdir(OUT, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  for (const a of ACHIEVEMENTS) {
    await page.setContent(`<html><body style="margin:0">${await badge(a)}</body></html>`);
    const jpeg = await page.screenshot({
      type: 'jpeg',
      quality: 85,
      clip: { x: 0, y: 0, width: SIZE, height: SIZE },
    });
    await writeFile(join(OUT, `${a.code}.jpg`), jpeg);
  }
  console.log(`${ACHIEVEMENTS.length} badges written to ${OUT}`);
} finally {
  await browser.close();
}
