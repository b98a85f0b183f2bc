// Launches Debian's Chromium for scripts and tests: test tools cannot download browsers on these machines.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying to reach Google's hosts, which are unreachable here.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's build of Chromium's old headless shell: the same engine (Blink, V8, the service worker) without the
 * browser around it. The browser tests run in it where they can, as it takes about a third less of the
 * machine (ADR 032); tests of what only the full browser has (notifications, Background Sync) run in Chromium.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** The headless shell when it is installed, else Chromium itself. */
export function lightestChromium(): string {
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

/** Launches Chromium, or another build of it (`lightestChromium()`, for what needs no more than the engine). */
export function launchChromium(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
