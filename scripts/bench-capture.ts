// How much effort a week's shopping takes to record: drives Chromium on a phone-sized page (390×844, Italian)
// through recording 8 foods in 3 bag sizes, once one at a time through the add dialog (each food: add, type,
// next, the picker, the food, its bag, next, add) and once as a shopping trip (Spesa, the foods, next, the
// bags that differ from the one proposed, add them all), each on a new account, and prints the taps, the
// keystrokes and the time of each, side by side. Goal: the trip takes at most 16 taps and no keystroke.
// Each flow must leave exactly its foods in their bags on the server: otherwise it exits 1, in either mode.
// BENCH_SKIP_BUILD=1 reuses the last build.
// BENCH_QUICK=1 (run by `npm test`, with BENCH_SKIP_BUILD=1): 3 foods instead of 8, the goal not judged.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { judge, QUICK } from './lib/bench-quick';
import { launchChromium, lightestChromium } from './lib/chromium';
import { startBuiltServer } from './lib/start-server';

const GOAL_TAPS = 16;
/** A week's shopping: 8 foods, fruit and vegetables, in the three bag sizes. */
const SHOPPING = [
  { slug: 'strawberries', name: 'Fragole', type: 'Frutta', bag: 'S' },
  { slug: 'blueberries', name: 'Mirtilli', type: 'Frutta', bag: 'S' },
  { slug: 'lemons', name: 'Limoni', type: 'Frutta', bag: 'M' },
  { slug: 'pears', name: 'Pere', type: 'Frutta', bag: 'M' },
  { slug: 'zucchini', name: 'Zucchine', type: 'Verdura', bag: 'M' },
  { slug: 'broccoli', name: 'Broccoli', type: 'Verdura', bag: 'M' },
  { slug: 'carrots', name: 'Carote', type: 'Verdura', bag: 'L' },
  { slug: 'lettuce', name: 'Lattuga', type: 'Verdura', bag: 'L' },
] as const;
const FOODS = QUICK ? [SHOPPING[0], SHOPPING[2], SHOPPING[6]] : SHOPPING;

if (!process.env.BENCH_SKIP_BUILD && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

/** An account made as the app makes one: signed up, its address verified with the code e-mailed. */
async function newAccount(baseUrl: string, outbox: string, n: number): Promise<string> {
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json', 'Accept-Language': 'it-IT' };
  const email = `capture-${n}-${Date.now()}@example.com`;
  const password = 'sacchetti-nel-frigo-2026';
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password,
      confirmPassword: password,
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // The code, from the e-mail the server kept (no SMTP here).
  let otp: string | undefined;
  for (let tries = 0; !otp && tries < 50; tries++) {
    // The outbox's folder is made with the first e-mail kept.
    const mail = (existsSync(outbox) ? readdirSync(outbox) : [])
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .find((text) => text.includes(email));
    otp = mail?.match(/\b(\d{6})\b/)?.[1];
    if (!otp) await new Promise((r) => setTimeout(r, 100));
  }
  if (!otp) throw new Error('no code e-mailed');
  const verified = await fetch(`${baseUrl}/api/auth/email-otp/verify-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp }),
  });
  if (!verified.ok) throw new Error(`verification failed: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface Effort {
  taps: number;
  keystrokes: number;
  seconds: number;
  stored: string[];
}

/** Runs `flow` on a new account's fridge, counting each tap (the flows type nothing: keystrokes stay 0). */
async function measure(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  flow: (page: Page, tap: (target: Locator) => Promise<void>) => Promise<void>,
): Promise<Effort> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'it-IT',
    hasTouch: true,
    isMobile: true,
  });
  // The session's cookies as the browser keeps them: the app and its service worker send them.
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  const page = await context.newPage();
  let keystrokes = 0;
  await page.exposeFunction('countKey', () => void (keystrokes += 1));
  await page.addInitScript(() => {
    addEventListener('keydown', () => (window as unknown as { countKey(): void }).countKey(), true);
  });
  await page.goto(`${baseUrl}/fridge`);
  await page.locator('html[data-app-started]').waitFor();
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.tap();
    taps += 1;
  };
  const started = performance.now();
  await flow(page, tap);
  // Recorded once every item is on the fridge's shelves, saved or on its way.
  for (const food of FOODS) {
    await page.getByRole('button', { name: `Apri ${food.name}` }).waitFor();
  }
  const seconds = (performance.now() - started) / 1000;
  // And on the server, once the queue is sent.
  let stored: string[] = [];
  for (let tries = 0; tries < 100 && stored.length < FOODS.length; tries++) {
    const res = await page.request.get(`${baseUrl}/api/fridge-items?state=eq.stored&limit=100`);
    stored = ((await res.json()) as { bagSize: string; food: { slug: string } }[])
      .map((i) => `${i.food.slug} ${i.bagSize}`)
      .sort();
    if (stored.length < FOODS.length) await page.waitForTimeout(100);
  }
  await context.close();
  return { taps, keystrokes, seconds, stored };
}

async function oneAtATime(page: Page, tap: (target: Locator) => Promise<void>): Promise<void> {
  for (const food of FOODS) {
    const empty = page.getByRole('button', { name: 'Aggiungi il primo alimento' });
    await tap((await empty.isVisible()) ? empty : page.getByRole('button', { name: 'Aggiungi alimento' }));
    const dialog = page.getByRole('dialog', { name: 'Aggiungi al frigo' });
    await tap(dialog.getByRole('button', { name: food.type }));
    await tap(dialog.getByRole('button', { name: 'Avanti' }));
    await tap(dialog.getByRole('button', { name: 'Scegli un alimento' }));
    await tap(
      page.getByRole('dialog', { name: 'Scegli un alimento' }).getByRole('button', { name: food.name }),
    );
    if (food.bag !== 'M') await tap(dialog.getByRole('button', { name: food.bag, exact: true }));
    await tap(dialog.getByRole('button', { name: 'Avanti' }));
    await tap(dialog.getByRole('button', { name: 'Aggiungi al frigo', exact: true }));
    await dialog.waitFor({ state: 'hidden' });
  }
}

async function asATrip(page: Page, tap: (target: Locator) => Promise<void>): Promise<void> {
  await tap(page.getByRole('button', { name: 'Spesa' }));
  const trip = page.getByRole('dialog', { name: 'Spesa: più alimenti insieme' });
  const list = trip.getByRole('list', { name: 'Alimenti' });
  for (const food of FOODS) await tap(list.getByRole('button', { name: food.name, exact: true }));
  await tap(trip.getByRole('button', { name: /^Avanti/ }));
  for (const food of FOODS) {
    const bags = trip.getByRole('group', { name: `Sacchetto di ${food.name}` });
    if ((await bags.getByRole('button', { pressed: true }).textContent()) !== food.bag) {
      await tap(bags.getByRole('button', { name: food.bag, exact: true }));
    }
  }
  await tap(trip.getByRole('button', { name: /^Aggiungi \d+ aliment/ }));
  await trip.waitFor({ state: 'hidden' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'fridge-capture-'));
const server = await startBuiltServer({ NODE_ENV: 'production' }, { dataDir });
const browser = await launchChromium(lightestChromium());
let results: [string, Effort][] = [];
try {
  const outbox = join(dataDir, 'outbox');
  results = [
    [
      'one at a time',
      await measure(browser, server.url, await newAccount(server.url, outbox, 1), oneAtATime),
    ],
    ['shopping trip', await measure(browser, server.url, await newAccount(server.url, outbox, 2), asATrip)],
  ];
} finally {
  await browser.close();
  await server.stop();
}

const expected = FOODS.map((f) => `${f.slug} ${f.bag}`).sort();
console.log(`\nRecording ${FOODS.length} foods in 3 bag sizes at 390×844, Italian:`);
console.log('| flow | taps | keystrokes | seconds |');
console.log('|---|---:|---:|---:|');
for (const [name, effort] of results) {
  console.log(`| ${name} | ${effort.taps} | ${effort.keystrokes} | ${effort.seconds.toFixed(1)} |`);
}
const trip = results[1]![1];
const held = judge('Goals', [
  ...results.map(([name, effort]) => ({
    text: `${name}: the server has the ${FOODS.length} foods in their bags (${effort.stored.join(', ')})`,
    ok: JSON.stringify(effort.stored) === JSON.stringify(expected),
  })),
  { text: `shopping trip: ${trip.taps} taps ≤ ${GOAL_TAPS}`, ok: trip.taps <= GOAL_TAPS, goal: true },
  { text: `shopping trip: ${trip.keystrokes} keystrokes = 0`, ok: trip.keystrokes === 0, goal: true },
]);
if (!held) process.exit(1);
