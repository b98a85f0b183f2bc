import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../tests/support/outbox';
import { externalAddress, rawGet, serveApp, type Served } from '../../../tests/support/serve';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { outboxDir, pruneOutbox, restoreOutboxFiles } from './outbox';
import { otpMail, resetPasswordMail, welcomeMail } from './templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

describe('templates', () => {
  it('every e-mail has HTML and plain text in the recipient language', () => {
    const it = otpMail({ email: 'a@b.it', name: 'Ada', lang: 'it' }, '123456', 'email-verification', 10);
    expect(it.subject).toBe('Il tuo codice My Fridge: 123456');
    expect(it.text).toContain('Ciao Ada,');
    expect(it.text).toContain('123456');
    expect(it.html).toContain('<html lang="it">');
    const en = resetPasswordMail(
      { email: 'a@b.it', name: null, lang: 'en' },
      'http://x/reset?token=a&b=1',
      60,
    );
    expect(en.subject).toBe('Reset your My Fridge password');
    expect(en.text).toContain('http://x/reset?token=a&b=1');
    expect(en.html).toContain('href="http://x/reset?token=a&#38;b=1"');
    expect(welcomeMail({ email: 'a@b.it', name: 'Ada', lang: 'en' }, 'http://x/fridge').text).toContain(
      'first 5 points',
    );
  });

  it('escapes what users typed', () => {
    const mail = welcomeMail({ email: 'a@b.it', name: '<script>alert(1)</script>', lang: 'en' }, 'http://x/');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('the outbox, without SMTP_URL', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveApp(t);
  });
  afterAll(() => served.close());
  const local = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${served.port}${path}`, init);

  it('keeps the e-mails and lists them newest first at /dev/mail.json, to this machine', async () => {
    expect(t.mailer.kind).toBe('outbox');
    await t.mailer.send(welcomeMail({ email: 'first@example.com', name: 'One', lang: 'en' }, 'http://x/'));
    await t.mailer.send(
      otpMail({ email: 'second@example.com', name: null, lang: 'it' }, '654321', 'sign-in', 10),
    );
    const res = await local('/dev/mail.json');
    const mails = (await res.json()) as OutboxEntry[];
    expect(mails.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({ subject: 'Il tuo codice My Fridge: 654321' });
    expect(mails[0]!.html).toContain('654321');
    expect(Number.isNaN(Date.parse(mails[0]!.sentAt))).toBe(false);
  });

  it('shows a page with clickable links, and each e-mail sandboxed', async () => {
    await t.mailer.send(
      resetPasswordMail(
        { email: 'r@example.com', name: null, lang: 'en' },
        'http://localhost:3000/reset-password?token=abc',
        60,
      ),
    );
    const page = await (await local('/dev/mail')).text();
    expect(page).toContain('<a href="http://localhost:3000/reset-password?token=abc">');
    const [latest] = (await (await local('/dev/mail.json')).json()) as { id: string }[];
    const html = await local(`/dev/mail/${latest!.id}`);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(await html.text()).toContain('Choose a new password');
  });

  it('keeps each e-mail as an .eml file only its owner can read', async () => {
    await t.mailer.send(
      otpMail({ email: 'file@example.com', name: null, lang: 'en' }, '135790', 'sign-in', 10),
    );
    const dir = outboxDir(t.deps.env.dataDir);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const files = await readdir(dir);
    const contents = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    const index = contents.findIndex((c) => c.includes('135790'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(contents[index]).toMatch(/^To: file@example\.com$/m);
    expect((await stat(join(dir, files[index]!))).mode & 0o777).toBe(0o600);
  });

  it('keeps an e-mail 7 days, then deletes its row and its file; older files without a row go by their age', async () => {
    const dir = outboxDir(t.deps.env.dataDir);
    await t.mailer.send(
      otpMail({ email: 'old@example.com', name: null, lang: 'en' }, '246801', 'sign-in', 10),
    );
    await t.mailer.send(
      otpMail({ email: 'new@example.com', name: null, lang: 'en' }, '246802', 'sign-in', 10),
    );
    await t.database.db.execute(
      sql`update mail_outbox set sent_at = now() - interval '8 days' where to_address = 'old@example.com'`,
    );
    const legacy = join(dir, '2026-01-01T00-00-00-000Z-1a2b3c4d.eml');
    await writeFile(legacy, 'To: legacy@example.com\r\n\r\n', { mode: 0o600 });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await utimes(legacy, eightDaysAgo, eightDaysAgo);

    expect(await pruneOutbox(t.database.db, t.deps.env.dataDir)).toBe(1);
    const contents = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')));
    expect(contents.some((c) => c.includes('246801'))).toBe(false);
    expect(contents.some((c) => c.includes('246802'))).toBe(true);
    expect(contents.some((c) => c.includes('legacy@example.com'))).toBe(false);
    expect((await outbox(t)).filter((m) => m.to === 'old@example.com')).toHaveLength(0);
  });

  it('writes the file of a kept e-mail whose process ended before writing it', async () => {
    await t.database.db.insert(mailOutbox).values({
      toAddress: 'restored@example.com',
      subject: 'Restored',
      text: 'code 975310',
      html: '<p>code 975310</p>',
    });
    expect(await restoreOutboxFiles(t.database.db, t.deps.env)).toBe(1);
    const dir = outboxDir(t.deps.env.dataDir);
    const contents = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')));
    expect(contents.filter((c) => /^To: restored@example\.com\r?$/m.test(c))).toHaveLength(1);
    expect(await restoreOutboxFiles(t.database.db, t.deps.env)).toBe(0);
  });

  it('answers 404 to requests from elsewhere: another address, through a proxy, under another name, in-process', async () => {
    const paths = ['/dev/mail.json', '/dev/mail'];
    const external = externalAddress();
    for (const path of paths) {
      if (external) expect((await fetch(`http://${external}:${served.port}${path}`)).status, path).toBe(404);
      expect((await local(path, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status, path).toBe(404);
      expect((await local(path, { headers: { Forwarded: 'for=203.0.113.9' } })).status, path).toBe(404);
      // A page of another site whose name was rebound to 127.0.0.1 still sends its own name.
      expect(await rawGet('127.0.0.1', served.port, path, { Host: 'attacker.example' }), path).toBe(404);
      expect(await rawGet('127.0.0.1', served.port, path, { Host: 'localhost' }), path).toBe(200);
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  it('is not served in production, nor when the public address is not this machine', async () => {
    const variants: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { PUBLIC_URL: 'https://fridge.example.com' },
    ];
    for (const settings of variants) {
      const other = await createTestApp(settings);
      const otherServed = await serveApp(other);
      try {
        const url = `http://127.0.0.1:${otherServed.port}`;
        expect((await fetch(`${url}/dev/mail.json`)).status).toBe(404);
        expect((await fetch(`${url}/dev/mail`)).status).toBe(404);
      } finally {
        await otherServed.close();
        await other.close();
      }
    }
    // Two whole apps, each on a database of its own: on a loaded machine more than the usual 30 s.
  }, 120_000);
});

describe('SMTP, with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers over SMTP from MAIL_FROM, with both parts', async () => {
    const app = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Fridge <fridge@example.com>' });
    try {
      expect(app.mailer.kind).toBe('smtp');
      await app.mailer.send(
        otpMail({ email: 'ada@example.com', name: 'Ada', lang: 'en' }, '112233', 'email-verification', 10),
      );
      expect(sink.messages).toHaveLength(1);
      const [mail] = sink.messages;
      expect(mail).toMatchObject({
        from: 'fridge@example.com',
        to: ['ada@example.com'],
        subject: 'Your My Fridge code: 112233',
      });
      expect(mail!.raw).toContain('Content-Type: text/plain');
      expect(mail!.raw).toContain('Content-Type: text/html');
      expect(await outbox(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
