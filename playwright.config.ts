// Browser tests in Debian's Chromium (and its headless shell) against the built app, on a phone-sized screen.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, lightestChromium } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The tests of what only the full browser has: notifications shown by the service worker, and Background
 * Sync (the worker sending the queued changes), which the headless shell turns off. The rest run in the
 * shell (ADR 032).
 */
const FULL_BROWSER = /\/(notifications|reminder-preferences|offline-queue|sign-out-device)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // A page load takes 1.2 to 2 s here on its own, twice that with two tests at once on two cores; the longest
  // journeys (sign-up, a dozen screens, axe and a screenshot of each) measured 20 to 35 s alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'it-IT',
    // A failed test keeps its trace: each action, the DOM before and after it, the network and the console.
    // Not the screencast of every frame, which cost the machine more than some tests did.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testMatch: FULL_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'shell',
      testIgnore: FULL_BROWSER,
      use: { launchOptions: { executablePath: lightestChromium(), args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
