// The outbox, readable while developing on this machine: /dev/mail (a page) and /dev/mail.json (newest first).
// It shows sign-in codes and reset links, so it exists only outside production with a local PUBLIC_URL, and
// answers only requests from this machine; everyone else gets 404.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Env } from '../env';
import { HttpError } from '../http/errors';
import { fromThisMachine, isLoopbackHostname } from '../http/loopback';

const PAGE_SIZE = 50;
const UUID = /^[0-9a-f-]{36}$/i;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escapes the text, then makes its web addresses clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Whether this instance serves the outbox page at all. */
export function devMailEnabled(env: Pick<Env, 'isProduction' | 'publicUrl' | 'smtpUrl'>): boolean {
  return !env.isProduction && !env.smtpUrl && isLoopbackHostname(new URL(env.publicUrl).hostname);
}

export function devMailRoutes({ database }: { database: Database }) {
  const latest = () =>
    database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.sentAt)).limit(PAGE_SIZE);

  return new Hono()
    .use(async (c, next) => {
      if (!fromThisMachine(c)) throw new HttpError(404, 'not_found', 'errors.notFound');
      await next();
    })
    .get('/mail.json', async (c) => {
      const rows = await latest();
      c.header('Cache-Control', 'no-store');
      return c.json(
        rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.text,
          html: m.html,
          sentAt: m.sentAt,
        })),
      );
    })
    .get('/mail', async (c) => {
      const rows = await latest();
      const items = rows
        .map(
          (m) => `<article style="border:1px solid #cbd5e1;border-radius:12px;padding:16px;margin:0 0 16px">
<h2 style="margin:0;font-size:18px">${escapeHtml(m.subject)}</h2>
<p style="margin:4px 0;color:#475569">To ${escapeHtml(m.toAddress)} · ${m.sentAt.toISOString()} · <a href="/dev/mail/${m.id}">HTML</a></p>
<pre style="white-space:pre-wrap;font-size:14px">${linkify(m.text)}</pre></article>`,
        )
        .join('\n');
      c.header('Cache-Control', 'no-store');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px">
<h1>Outbox</h1><p>E-mails the app would have sent (no SMTP_URL is set). Newest first.</p>
${items || '<p>No e-mail yet.</p>'}</body></html>`);
    })
    .get('/mail/:id', async (c) => {
      const id = c.req.param('id');
      const [message] = UUID.test(id)
        ? await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
        : [];
      if (!message) throw new HttpError(404, 'not_found', 'errors.notFound');
      // The e-mail's HTML is shown as it is, but sandboxed: it can run nothing.
      c.header(
        'Content-Security-Policy',
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src * data:",
      );
      return c.html(message.html);
    });
}
