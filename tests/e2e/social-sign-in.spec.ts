// Social sign-in buttons appear only for the OpenID providers the server has settings for, with their logos.
// Without any, the screens show none: a component test (features/auth/components/social-sign-in), as the
// server's injected settings list none then (src/server/public-config.unit.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startOidcProvider, type LocalProvider } from '../support/oidc-provider';
import { checkScreen } from './screens';
import { appKept } from './support';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

test.describe('on a server with Google and Apple configured', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let origin: string;
  let provider: LocalProvider;
  let server: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    // A server of its own starts here (the embedded database made and migrated): over a minute on a machine
    // as loaded as a CI run with the other tests beside it.
    test.setTimeout(180_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider(origin);
    dataDir = mkdtempSync(join(tmpdir(), 'fridge-social-'));
    // The built server, as the other browser tests use it, with the providers' settings.
    server = spawn('node', ['dist/server/main.js'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        REMINDER_INTERVAL_SECONDS: '0',
        GOOGLE_CLIENT_ID: 'test-google',
        GOOGLE_CLIENT_SECRET: 'secret-google',
        GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
        APPLE_CLIENT_ID: 'test-apple',
        APPLE_CLIENT_SECRET: 'secret-apple',
        APPLE_DISCOVERY_URL: provider.discoveryUrl,
      },
    });
    await waitForHealth(origin, server);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await provider?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the sign-in screen offers both, with their logos, after the divider; Google leads to Google', async ({
    page,
  }, testInfo) => {
    await page.goto(`${origin}/login`);
    const google = page.getByRole('button', { name: 'Continua con Google', exact: true });
    const apple = page.getByRole('button', { name: 'Continua con Apple', exact: true });
    await expect(google).toBeVisible();
    await expect(apple).toBeVisible();
    await expect(page.getByRole('separator')).toHaveText('oppure');
    // Google's multicolour G and Apple's logo, drawn inside the buttons and hidden from screen readers.
    await expect(google.locator('svg[aria-hidden="true"] path')).toHaveCount(4);
    await expect(google.locator('path[fill="#4285F4"]')).toHaveCount(1);
    await expect(apple.locator('svg[aria-hidden="true"] path')).toHaveCount(1);
    await checkScreen(page, testInfo, 'social-login-390x844');

    await page.setViewportSize({ width: 1280, height: 800 });
    await checkScreen(page, testInfo, 'social-login-1280x800');

    await google.click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  });

  /**
   * The local provider's own pages, as a user goes through them: who they are (asked once, then the provider
   * remembers), then "Continue".
   */
  async function throughProvider(page: Page, login: string) {
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
    const who = page.locator('input[name="login"]');
    const authorize = page.getByRole('button', { name: 'Continue' });
    await expect(who.or(authorize)).toBeVisible();
    if (await who.isVisible()) {
      await who.fill(login);
      await page.locator('input[name="password"]').fill('any');
      await page.locator('button[type="submit"]').click();
    }
    await authorize.click();
  }

  test('a returning visitor, the app kept on the device, signs in with Google', async ({ page }) => {
    await page.goto(`${origin}/login`);
    // The service worker controls the page, as on every visit after the first.
    await appKept(page);
    await page.getByRole('button', { name: 'Continua con Google', exact: true }).click();
    const login = `olga${Date.now()}`;
    await throughProvider(page, login);
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByText(`${login}@example.com`)).toBeVisible();
  });

  test('the profile lists the ways to sign in, links Google to an account with a password, and unlinks it', async ({
    page,
  }) => {
    // An account with a password on this server, made as the app makes one (its code from the outbox).
    const login = `nina${Date.now()}`;
    const email = `${login}-home@example.com`;
    const password = 'sacchetti-nel-frigo-2026';
    const headers = { Origin: origin };
    await page.request.post(`${origin}/api/auth/sign-up/email`, {
      data: { firstName: 'Nina', lastName: 'Rossi', email, password, confirmPassword: password },
      headers,
    });
    let otp = '';
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`${origin}/dev/mail.json`)).json()) as {
          to: string;
          text: string;
        }[];
        otp = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1] ?? '';
        return otp;
      })
      .not.toBe('');
    expect(
      (
        await page.request.post(`${origin}/api/auth/email-otp/verify-email`, {
          data: { email, otp },
          headers,
        })
      ).ok(),
    ).toBe(true);

    await page.goto(`${origin}/profile`);
    await appKept(page);
    const section = page.getByRole('region', { name: 'Modi di accedere' });
    await expect(section.getByText('Password', { exact: true })).toBeVisible();
    await expect(section.getByText('Non collegato')).toHaveCount(2);
    // Google's address (…@example.com at the provider) is not the account's: linking needs the session only.
    await section.getByRole('button', { name: 'Collega Google' }).click();
    await throughProvider(page, login);
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(section.getByRole('button', { name: 'Scollega Google' })).toBeEnabled();

    await section.getByRole('button', { name: 'Scollega Google' }).click();
    await expect(page.getByText('Google non è più collegato')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Collega Google' })).toBeVisible();
  });

  test('an account made with Google is greeted by its name, and sets a password (then two-step sign-in) by an e-mailed link', async ({
    page,
  }, testInfo) => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Continua con Google', exact: true }).click();
    const login = `pia${Date.now()}`;
    await throughProvider(page, login);
    await expect(page).toHaveURL(`${origin}/profile`);
    // The provider's given name (the test provider's is "Test").
    await expect(page.getByText('Ciao, Test!')).toBeVisible();

    const methods = page.getByRole('region', { name: 'Modi di accedere' });
    const twoFactor = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await expect(methods.getByText('Non impostata')).toBeVisible();
    await expect(twoFactor.getByText('Per attivarla serve una password')).toBeVisible();
    await expect(twoFactor.getByRole('button', { name: 'Attiva' })).toHaveCount(0);
    // Nothing to change yet: the command to change the password is not offered.
    await expect(page.getByRole('link', { name: 'Cambia password' })).toHaveCount(0);

    await methods.getByRole('button', { name: 'Imposta una password' }).click();
    const email = `${login}@example.com`;
    await expect(methods.getByText(`Ti abbiamo mandato un link a ${email}`)).toBeVisible();
    await checkScreen(page, testInfo, 'social-profile-password-link-390x844');
    let link = '';
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`${origin}/dev/mail.json`)).json()) as {
          to: string;
          subject: string;
          text: string;
        }[];
        const mail = mails.find((m) => m.to === email && /Reimposta/.test(m.subject));
        link = /(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await page.getByLabel('Nuova password', { exact: true }).fill('fragole-ben-conservate');
    await page.getByLabel('Conferma password', { exact: true }).fill('fragole-ben-conservate');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(methods.getByRole('listitem').first()).toContainText('Collegato');
    await expect(twoFactor.getByRole('button', { name: 'Attiva' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cambia password' })).toBeVisible();
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('the sign-up screen offers both', async ({ page }, testInfo) => {
      await page.goto(`${origin}/signup`);
      await expect(page.getByRole('button', { name: 'Continue with Google', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Apple', exact: true })).toBeVisible();
      await checkScreen(page, testInfo, 'social-signup-en-390x844');
    });
  });
});
