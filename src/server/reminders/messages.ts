// What a reminder says: the e-mail of a user's reminders due together and the push of one item, in
// the user's language, with dates in the user's time zone.
import { createHash } from 'node:crypto';
import type { Language } from '@/shared/constants';
import { reminderPush } from '@/shared/reminder-push';
import { foodName } from '../foods/names';
import { toLanguage, translate } from '../http/i18n';
import { bestIdeaFor, type IdeaDto } from '../ideas/service';
import type { MailMessage } from '../mail/mailer';
import { reminderMail, type IdeaLink, type ReminderLine } from '../mail/templates';
import { unsubscribeToken } from './unsubscribe-token';

const FRIDGE_PATH = '/fridge';
const PUSH_ICON_PATH = '/icons/icon-192.png';

/** A claimed reminder with its item, food and user, as the dispatcher loads it. */
export interface ReminderRow {
  id: string;
  attempts: number;
  isDefault: boolean;
  /** When it fell due (moved by a postponement to the member's hour or past a quiet day). */
  dueAt: Date;
  itemId: string;
  state: string;
  bagSize: string;
  endDatetime: Date;
  slug: string;
  foodName: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  emailReminders: boolean;
  locale: string;
  timeZone: string;
  firstName: string | null;
  displayName: string | null;
  reminderHour: number;
  reminderDaysBefore: number;
  quietDays: number;
  pushDigest: boolean;
  /**
   * In its user's personal fridge while they are in a household (they did not bring it): out of their sight
   * until they leave, so not reminded of.
   */
  waiting: boolean;
  /** The item's reminders already sent after its end. */
  sentAfterEnd: number;
}

/** Only to a verified address of a permanent account, and only if the user keeps e-mail reminders on. */
export function emailAllowed(r: ReminderRow): boolean {
  return r.emailVerified && !r.isAnonymous && r.emailReminders && r.email.includes('@');
}

// One formatter per language and zone: building one costs ~0.1 ms and holds ICU memory until collected.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function endDate(lang: Language, r: ReminderRow): string {
  const key = `${lang} ${r.timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: r.timeZone,
    });
    dateFormats.set(key, format);
  }
  return format.format(r.endDatetime);
}

/** Where an idea opens in the app: the fridge, with the idea's steps over it. */
export function ideaPath(slug: string): string {
  return `/fridge?idea=${encodeURIComponent(slug)}`;
}

/** The best idea for each food of these items, once each (two items of one food share theirs). */
function ideaLinks(
  items: readonly ReminderRow[],
  ideas: readonly IdeaDto[],
  lang: Language,
  publicUrl: string,
): IdeaLink[] {
  const links = new Map<string, IdeaLink>();
  for (const r of items) {
    const best = bestIdeaFor(ideas, r.slug, lang);
    if (best && !links.has(best.slug)) {
      links.set(best.slug, {
        title: best.title,
        food: foodName(lang, r),
        url: publicUrl + ideaPath(best.slug),
      });
    }
  }
  return [...links.values()];
}

/**
 * One e-mail for a user's reminders due together, with the best idea to use up each food; its Message-ID is
 * the same if it is ever sent again.
 */
export function reminderEmail(
  reminders: ReminderRow[],
  publicUrl: string,
  secret: string,
  ideas: readonly IdeaDto[] = [],
): { message: MailMessage; messageId: string } {
  const first = reminders[0]!;
  const lang = toLanguage(first.locale);
  // Two reminders of one item due together make one line.
  const byItem = new Map<string, ReminderRow>();
  for (const r of reminders) if (!byItem.has(r.itemId)) byItem.set(r.itemId, r);
  const lines: ReminderLine[] = [...byItem.values()].map((r) => ({
    food: foodName(lang, r),
    bag: r.bagSize,
    date: endDate(lang, r),
  }));
  const token = unsubscribeToken(secret, first.userId);
  const message = reminderMail(
    { email: first.email, name: first.firstName ?? first.displayName, lang },
    lines,
    ideaLinks([...byItem.values()], ideas, lang, publicUrl),
    {
      fridge: `${publicUrl}/fridge`,
      unsubscribePage: `${publicUrl}/unsubscribe?token=${token}`,
      oneClick: `${publicUrl}/api/email/unsubscribe?token=${token}`,
    },
  );
  const ids = reminders.map((r) => r.id).sort();
  const digest = createHash('sha256')
    .update(`${first.userId}\n${ids.join('\n')}`)
    .digest('hex')
    .slice(0, 32);
  return { message, messageId: `<reminders.${digest}@${new URL(publicUrl).hostname}>` };
}

/**
 * The push of one item's reminders (a declarative push message: see shared/reminder-push.ts): what the phone
 * shows, with its buttons' labels for the service worker. With an idea for its food, the body names it and a
 * tap opens it.
 */
export function pushPayload(reminders: ReminderRow[], ideas: readonly IdeaDto[], publicUrl: string): string {
  const r = reminders[0]!;
  const lang = toLanguage(r.locale);
  const t = (key: string, params?: Record<string, string>) => translate(lang, `mail.push.${key}`, params);
  const food = foodName(lang, r);
  const idea = bestIdeaFor(ideas, r.slug, lang);
  const when = { bag: r.bagSize, date: endDate(lang, r) };
  return JSON.stringify(
    reminderPush({
      title: t('title', { food }),
      body: idea ? t('bodyIdea', { ...when, idea: idea.title }) : t('body', when),
      lang,
      navigate: publicUrl + (idea ? ideaPath(idea.slug) : FRIDGE_PATH),
      tag: `item-${r.itemId}`,
      icon: publicUrl + PUSH_ICON_PATH,
      app_badge: 1,
      data: { itemId: r.itemId, actions: { consumed: t('consumed'), snooze: t('snooze') } },
    }),
  );
}

/** One push for several items due together (the user chose a digest): names them, opens the fridge. */
export function pushDigestPayload(
  reminders: ReminderRow[],
  ideas: readonly IdeaDto[],
  publicUrl: string,
): string {
  const r = reminders[0]!;
  const lang = toLanguage(r.locale);
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `mail.push.${key}`, params);
  const items = [...new Map(reminders.map((x) => [x.itemId, x])).values()];
  if (items.length === 1) return pushPayload(reminders, ideas, publicUrl);
  const foods = new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    items.map((x) => foodName(lang, x)),
  );
  return JSON.stringify(
    reminderPush({
      title: t('digestTitle', { count: items.length }),
      body: t('digestBody', { foods }),
      lang,
      navigate: publicUrl + FRIDGE_PATH,
      tag: `digest-${r.userId}`,
      icon: publicUrl + PUSH_ICON_PATH,
      app_badge: items.length,
      data: { actions: { open: t('open') } },
    }),
  );
}
