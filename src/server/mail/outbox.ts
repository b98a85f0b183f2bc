// The app's own outbox, used when no SMTP_URL is set: each e-mail is a row of mail_outbox and an owner-only
// .eml file named after the row, which any mail program opens. Kept OUTBOX_KEEP_DAYS, then deleted; an
// account's e-mails go with the account.
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { lt } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** How long the outbox keeps an e-mail (its codes live minutes, a reset link an hour). */
export const OUTBOX_KEEP_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Where the outbox keeps its .eml files. */
export function outboxDir(dataDir: string): string {
  return resolve(dataDir, 'outbox');
}

/** The file of one row: its time first, so a folder listing is in order, then its id. */
function fileName(row: Pick<OutboxRow, 'id' | 'sentAt'>): string {
  return `${row.sentAt.toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`;
}

const idOfFile = (name: string): string | undefined =>
  /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/.exec(name)?.[1];

async function writeFileOf(dir: string, mailFrom: string, row: OutboxRow): Promise<void> {
  const { 'Message-ID': messageId, ...headers } = row.headers as Record<string, string>;
  const raw = await new MailComposer({
    from: mailFrom,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers,
    ...(messageId ? { messageId } : {}),
    date: row.sentAt,
  })
    .compile()
    .build();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Owner-only: it holds sign-in codes.
  await writeFile(join(dir, fileName(row)), raw, { mode: 0o600 });
}

export function outboxMailer(db: Db, settings: { mailFrom: string; dataDir: string }): Mailer {
  const dir = outboxDir(settings.dataDir);
  return {
    kind: 'outbox',
    async send(message: MailMessage, record) {
      const headers = {
        ...message.headers,
        ...(message.messageId ? { 'Message-ID': message.messageId } : {}),
      };
      // The e-mail and what its sender records of it are kept together or not at all: a process killed
      // in between leaves neither, and the sender, trying again, adds it once.
      const row = await db.transaction(async (tx) => {
        const [kept] = await tx
          .insert(mailOutbox)
          .values({
            toAddress: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            headers,
          })
          .returning();
        await record?.(tx);
        return kept!;
      });
      // A process killed before this line leaves the row without its file: restoreOutboxFiles writes it.
      await writeFileOf(dir, settings.mailFrom, row);
    },
    close: () => {},
  };
}

/** Writes the file of every kept row that has none (the process ended between the row and its file). */
export async function restoreOutboxFiles(db: Db, settings: { mailFrom: string; dataDir: string }) {
  const dir = outboxDir(settings.dataDir);
  const present = new Set((await readdir(dir).catch(() => [] as string[])).map(idOfFile));
  const rows = await db.select().from(mailOutbox);
  const missing = rows.filter((row) => !present.has(row.id));
  for (const row of missing) await writeFileOf(dir, settings.mailFrom, row);
  return missing.length;
}

/** Deletes the files of these outbox rows (their rows deleted already, e.g. with an account). */
export async function deleteOutboxFiles(dataDir: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const dir = outboxDir(dataDir);
  const gone = new Set(ids);
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((n) => gone.has(idOfFile(n) ?? '')).map((n) => rm(join(dir, n), { force: true })),
  );
}

/** Deletes what the outbox has kept longer than OUTBOX_KEEP_DAYS: rows, and files by their age. */
export async function pruneOutbox(db: Db, dataDir: string, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS);
  const deleted = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, before))
    .returning({ id: mailOutbox.id });
  await deleteOutboxFiles(
    dataDir,
    deleted.map((d) => d.id),
  );
  // Files without a row of their own (written before files were named after rows) go by their age.
  const dir = outboxDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && info.mtime < before) await rm(join(dir, name), { force: true });
  }
  return deleted.length;
}

/**
 * At start: forgets what is past its time, and writes the files a killed process left unwritten. Several
 * instances share the database, not the folder, so each restores its own folder.
 */
export async function tidyOutbox(db: Db, settings: { mailFrom: string; dataDir: string }): Promise<void> {
  await pruneOutbox(db, settings.dataDir);
  await restoreOutboxFiles(db, settings);
}
