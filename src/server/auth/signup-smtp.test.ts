// The sign-up flow with e-mail over SMTP: the code is read from the message a real SMTP server received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { passMailTime } from '../../../tests/support/limits';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'My Fridge <fridge@example.com>' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function received(to: string, subject: RegExp) {
  for (let i = 0; i < 200; i++) {
    const mail = sink.messages.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no e-mail "${subject}" to ${to}`);
}

describe('sign-up over SMTP', () => {
  it('delivers the code and the welcome e-mail, in HTML and text, and the code signs the user in', async () => {
    const email = 'smtp-user@example.com';
    const password = 'mirtilli-nel-sacchetto';
    const b = browserClient(t, { lang: 'en' });
    await b.post('/api/auth/sign-up/email', {
      firstName: 'Sam',
      lastName: 'Tp',
      email,
      password,
      confirmPassword: password,
    });
    const mail = await received(email, /^Your My Fridge code: \d{6}$/);
    expect(mail.raw).toContain('Content-Type: text/html');
    const code = /\b(\d{6})\b/.exec(mail.subject)![1]!;
    expect(mail.decoded).toContain(code);

    const verified = await b.post('/api/auth/email-otp/verify-email', { email, otp: code });
    expect(verified.status).toBe(200);
    expect((await b.get<{ user: { email: string } }>('/api/auth/get-session')).body.user.email).toBe(email);
    await received(email, /^Welcome to My Fridge$/);
  });

  it('delivers the reset link, which leads to the reset screen with a working token', async () => {
    const email = 'smtp-user@example.com';
    // One e-mail a minute to an address: the code of the sign-up was earlier.
    await passMailTime(t, 60);
    await browserClient(t).post('/api/auth/request-password-reset', { email });
    const mail = await received(email, /^Reset your My Fridge password$/);
    const link = /(http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+?)(?=\s|")/.exec(mail.decoded)![1]!;
    const url = new URL(link.replace(/&amp;/g, '&'));
    const res = await browserClient(t).get(url.pathname + url.search);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;
    const reset = await browserClient(t).post('/api/auth/reset-password', {
      token,
      password: 'fragole-ben-conservate',
      confirmPassword: 'fragole-ben-conservate',
    });
    expect(reset.status).toBe(200);
  });
});
