// No sign-in code, link token or password-reset token reaches a log line, whatever becomes of the e-mail
// that carries it: kept in the outbox, sent over SMTP, refused by the SMTP server, or not sent because of
// the per-address limits. And an e-mail the limits do not send leaves the code already mailed working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { passMailTime } from '../../../tests/support/limits';
import { codeIn, mailsTo, waitForMail, waitForMailCount } from '../../../tests/support/outbox';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { captureLog, createTestApp, type TestApp } from '../../../tests/support/test-app';

const password = 'mirtilli-nel-sacchetto';
let n = 0;

/** The secrets an e-mail's text carries: a code of six digits, a reset link's token. */
function secretsIn(text: string): string[] {
  const codes = [...text.matchAll(/\b(\d{6})\b/g)].map((m) => m[1]!);
  const tokens = [...text.matchAll(/\/reset-password\/([^/?#\s"]+)/g)].map((m) => m[1]!);
  return [...codes, ...tokens];
}

/**
 * The log holds none of `secrets`, and nothing shaped like a code (six digits alone), which catches the codes
 * of e-mails that were never sent and so cannot be read anywhere else.
 */
function expectNoSecrets(lines: string[], secrets: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  const logged = lines.join('');
  for (const secret of secrets) expect(logged).not.toContain(secret);
  expect(lines.filter((line) => /(?<![\w.:-])\d{6}(?![\w.:-])/.test(line))).toEqual([]);
}

function signUp(t: TestApp, email: string, ip: string) {
  return browserClient(t, { ip, lang: 'it' }).post('/api/auth/sign-up/email', {
    firstName: 'Lo',
    lastName: 'Gs',
    email,
    password,
    confirmPassword: password,
  });
}

describe('e-mails kept in the outbox', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { log });
  });
  afterAll(() => t.close());
  const ip = () => `192.0.2.${++n}`;

  it('every kind, sent or refused by the limits, leaves no code or token in the log', async () => {
    // A code to verify the address, and the same asked again by signing in within its minute (refused).
    const pending = `log-pending-${++n}@example.com`;
    expect((await signUp(t, pending, ip())).status).toBe(200);
    await waitForMail(t, pending);
    expect(
      (await browserClient(t, { ip: ip() }).post('/api/auth/sign-in/email', { email: pending, password }))
        .status,
    ).toBe(403);
    // A new code asked for after the minute.
    await passMailTime(t, 60);
    expect(
      (
        await browserClient(t, { ip: ip() }).post('/api/auth/email-otp/send-verification-otp', {
          email: pending,
        })
      ).status,
    ).toBe(200);
    await waitForMailCount(t, pending, 2);

    // A verified account: its code, its welcome; a reset link, and one refused by the limits.
    const owner = `log-owner-${++n}@example.com`;
    await signUpVerified(t, browserClient(t, { ip: ip() }), owner, password);
    await waitForMailCount(t, owner, 2);
    await passMailTime(t, 60);
    expect(
      (await browserClient(t, { ip: ip() }).post('/api/auth/request-password-reset', { email: owner }))
        .status,
    ).toBe(200);
    await waitForMailCount(t, owner, 3);
    // Signing up with it tells its owner (a notice), and again within the minute (refused by the limits).
    expect((await signUp(t, owner, ip())).status).toBe(200);
    await waitForMailCount(t, owner, 4);
    await passMailTime(t, 3600);

    // A guest attaching an address: a change-of-address code.
    const guest = browserClient(t, { ip: ip() });
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200);
    const attached = `log-attached-${++n}@example.com`;
    expect(
      (await guest.post('/api/auth/email-otp/request-email-change', { newEmail: attached })).status,
    ).toBe(200);
    await waitForMail(t, attached);

    // Ten e-mails an hour to one address: the eleventh code is not sent.
    const flooded = `log-flooded-${++n}@example.com`;
    expect((await signUp(t, flooded, ip())).status).toBe(200);
    await waitForMail(t, flooded);
    for (let i = 0; i < 12; i++) {
      await passMailTime(t, 60);
      await browserClient(t, { ip: ip() }).post('/api/auth/sign-in/email', { email: flooded, password });
    }
    await waitForMailCount(t, flooded, 10);
    // Something sent after the last refusal has arrived: every send asked for before it has been decided.
    const witness = `log-witness-${++n}@example.com`;
    await signUp(t, witness, ip());
    await waitForMail(t, witness);

    const mails = [
      ...(await mailsTo(t, pending)),
      ...(await mailsTo(t, owner)),
      ...(await mailsTo(t, attached)),
      ...(await mailsTo(t, flooded)),
    ];
    const secrets = mails.flatMap((m) => secretsIn(m.text));
    expect(secrets.length).toBeGreaterThanOrEqual(mails.length - 2); // all but the welcome and the notice
    expect(log.lines.some((line) => line.includes('over the per-address limit'))).toBe(true);
    expectNoSecrets(log.lines, secrets);
  }, 60_000);

  it('a code the limits did not send leaves the code already mailed working', async () => {
    const email = `log-kept-${++n}@example.com`;
    expect((await signUp(t, email, ip())).status).toBe(200);
    const mailed = codeIn(await waitForMail(t, email));
    // Signing in to the unverified account within the minute asks for a code again; none is sent.
    for (let i = 0; i < 2; i++) {
      const res = await browserClient(t, { ip: ip() }).post('/api/auth/sign-in/email', { email, password });
      expect(res.status).toBe(403);
    }
    // A code asked for by someone else after the last sign-in has arrived: the refused sends are decided.
    const witness = `log-witness-${++n}@example.com`;
    await signUp(t, witness, ip());
    await waitForMail(t, witness);
    expect(await mailsTo(t, email)).toHaveLength(1);
    const verified = await browserClient(t, { ip: ip() }).post('/api/auth/email-otp/verify-email', {
      email,
      otp: mailed,
    });
    expect(verified.status).toBe(200);
  });

  it('a code asked for again after the minute is the one already mailed, so either e-mail works', async () => {
    const email = `log-resend-${++n}@example.com`;
    expect((await signUp(t, email, ip())).status).toBe(200);
    const first = codeIn(await waitForMail(t, email));
    await passMailTime(t, 60);
    expect(
      (await browserClient(t, { ip: ip() }).post('/api/auth/email-otp/send-verification-otp', { email }))
        .status,
    ).toBe(200);
    await waitForMailCount(t, email, 2);
    expect((await mailsTo(t, email)).map(codeIn)).toEqual([first, first]);
    const verified = await browserClient(t, { ip: ip() }).post('/api/auth/email-otp/verify-email', {
      email,
      otp: first,
    });
    expect(verified.status).toBe(200);
  });
});

describe('e-mails over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  const log = captureLog();
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ TRUST_PROXY: '1', SMTP_URL: `${smtp.url}?pool=false` }, { log });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const ip = () => `198.51.100.${++n}`;

  async function waitFor(check: () => boolean) {
    const deadline = Date.now() + 5000;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(check()).toBe(true);
  }
  const failures = () => log.lines.filter((line) => line.includes('e-mail not sent')).length;

  it('sent, or refused by the SMTP server, leave no code or token in the log', async () => {
    const email = `smtp-log-${++n}@example.com`;
    expect((await signUp(t, email, ip())).status).toBe(200);
    await waitFor(() => smtp.messages.some((m) => m.to.includes(email)));
    const code = /\b(\d{6})\b/.exec(smtp.messages.find((m) => m.to.includes(email))!.decoded)![1]!;

    smtp.setDown(true);
    // The welcome fails; a reset link fails; a code for another unverified account fails.
    const b = browserClient(t, { ip: ip() });
    expect((await b.post('/api/auth/email-otp/verify-email', { email, otp: code })).status).toBe(200);
    await waitFor(() => failures() >= 1);
    await passMailTime(t, 60);
    expect(
      (await browserClient(t, { ip: ip() }).post('/api/auth/request-password-reset', { email })).status,
    ).toBe(200);
    await waitFor(() => failures() >= 2);
    const other = `smtp-log-${++n}@example.com`;
    expect((await signUp(t, other, ip())).status).toBe(200);
    await waitFor(() => failures() >= 3);
    smtp.setDown(false);

    const secrets = smtp.messages.flatMap((m) => secretsIn(m.decoded)).concat(code);
    expectNoSecrets(log.lines, secrets);
    expect(log.lines.filter((line) => line.includes('e-mail not sent'))).toHaveLength(3);
  }, 30_000);
});
