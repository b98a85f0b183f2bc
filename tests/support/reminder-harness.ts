// The app with the reminder dispatcher wired to a real SMTP server and a real push service on loopback, as the
// reminder tests use it: each test starts with empty sinks and no reminder left open by an earlier one.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, expect } from 'vitest';
import { smtpMailer } from '../../src/server/mail/mailer';
import { dispatchDue, type DispatchDeps } from '../../src/server/reminders/dispatcher';
import { dispatchDepsFrom } from '../../src/server/reminders/loop';
import type { DispatchReport } from '../../src/server/reminders/settle';
import type { BrowserClient } from './browser-client';
import { foodIds, signedInGuest } from './fridge';
import { passLimitTime } from './limits';
import { useForFile } from './per-file';
import { startPushSink, type PushSink } from './push-sink';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

export interface ReminderHarness {
  t: TestApp;
  smtp: SmtpSink;
  push: PushSink;
  deps: DispatchDeps;
  /** The catalogue's food ids by slug. */
  foods: Record<string, number>;
  /** A guest signed in, in Rome unless `timeZone` says otherwise. */
  guest(timeZone?: string): Promise<BrowserClient>;
  /** Adds `slug` in a bag M from `startDatetime`, with a custom reminder that many days on if asked. */
  addItem(
    client: BrowserClient,
    slug: string,
    startDatetime: string,
    customReminderDays?: 2 | 5 | 10,
  ): Promise<AddedItem>;
  /** One pass of the dispatcher, as if it were `iso`. */
  dispatchAt(iso: string): Promise<DispatchReport>;
  /** The e-mails the SMTP server took for `email`. */
  mailsTo(email: string): ReceivedMail[];
  /** Empties the sinks, closes the reminders left open and forgets the sign-ups' rate limits. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface AddedItem {
  id: string;
  reminders: { id: string; reminderDatetime: string; isDefault: boolean }[];
}

export async function startReminderHarness(): Promise<ReminderHarness> {
  const t = await createTestApp({ PUSH_HOSTS: '127.0.0.1' });
  const smtp = await startSmtpSink();
  const publicKey = ((await (await t.request('/api/push/public-key')).json()) as { publicKey: string })
    .publicKey;
  const push = await startPushSink({ expectedVapidPublicKey: publicKey });
  const deps: DispatchDeps = {
    ...(await dispatchDepsFrom(t.deps)),
    mailer: smtpMailer(`${smtp.url}?pool=false`, '"My Fridge" <no-reply@myfridge.test>'),
    logger: pino({ level: 'silent' }),
  };
  const foods = await foodIds(t);
  return {
    t,
    smtp,
    push,
    deps,
    foods,
    guest: (timeZone) => signedInGuest(t, timeZone ? { timeZone } : {}),
    async addItem(client, slug, startDatetime, customReminderDays) {
      const res = await client.post<AddedItem>('/api/fridge-items', {
        foodId: foods[slug],
        bagSize: 'M',
        startDatetime,
        ...(customReminderDays ? { customReminderDays } : {}),
      });
      expect(res.status).toBe(201);
      return res.body;
    },
    dispatchAt: (iso) => dispatchDue(deps, { now: new Date(iso) }),
    mailsTo: (email) => smtp.messages.filter((m) => m.to.includes(email)),
    async reset() {
      smtp.messages.length = 0;
      push.messages.length = 0;
      await t.database.db.execute(
        sql`update fridge_items_reminders set reminded = true, outcome = 'skipped' where reminded = false`,
      );
      // The tests sign up from one address: the sign-ups of earlier tests do not count against this one's.
      await passLimitTime(t, 'auth:', 3600);
    },
    async close() {
      deps.push.close();
      deps.mailer.close();
      await t.close();
      await smtp.close();
      await push.close();
    },
  };
}

/**
 * The harness for one test file: started before its tests, closed after them, reset before each. Its fields
 * are there once the tests run.
 */
export function useReminderHarness(): ReminderHarness {
  const harness = useForFile(startReminderHarness);
  // Each test's passes see only its own reminders: those left open by earlier tests are closed.
  beforeEach(() => harness.reset());
  return harness;
}
