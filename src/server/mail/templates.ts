// The app's e-mails, each in HTML and plain text, in the recipient's language.
import type { Language } from '@/shared/constants';
import { translate } from '../http/i18n';
import type { MailMessage } from './mailer';

export type OtpPurpose = 'email-verification' | 'sign-in' | 'forget-password' | 'change-email';

type Block =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'links'; items: { label: string; url: string }[] };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A last line under the footer, such as the way to stop reminders. */
interface FooterLink {
  text: string;
  label: string;
  url: string;
}

function compose(
  lang: Language,
  to: string,
  subject: string,
  name: string | null,
  blocks: Block[],
  footerLink?: FooterLink,
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `mail.${key}`, params);
  const greeting = name ? t('greeting', { name }) : t('greetingAnonymous');
  const all: Block[] = [{ kind: 'text', text: greeting }, ...blocks, { kind: 'text', text: t('signature') }];

  const text = all
    .map((b) => blockText(b))
    .join('\n\n')
    .concat(`\n\n--\n${t('footer')}\n`)
    .concat(footerLink ? `${footerLink.text} ${footerLink.label}: ${footerLink.url}\n` : '');
  const footerHtml = footerLink
    ? `<p style="max-width:520px;margin:8px auto 0;font-size:12px;color:#64748b">${escapeHtml(footerLink.text)} <a href="${escapeHtml(footerLink.url)}" style="color:#1c6130">${escapeHtml(footerLink.label)}</a></p>`
    : '';

  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f8f2;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#14532d">My Fridge</p>
${all.map((b) => blockHtml(b, t('linkFallback'))).join('\n')}
</div>
<p style="max-width:520px;margin:16px auto 0;font-size:12px;color:#64748b">${escapeHtml(t('footer'))}</p>
${footerHtml}
</body></html>`;

  return { to, subject, text, html };
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'code':
      return `    ${block.code}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'links':
      return block.items.map((item) => `- ${item.label}: ${item.url}`).join('\n');
  }
}

function blockHtml(block: Block, linkFallback: string): string {
  switch (block.kind) {
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.6">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'links':
      return `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.6">${block.items
        .map(
          (item) =>
            `<li><a href="${escapeHtml(item.url)}" style="color:#1c6130">${escapeHtml(item.label)}</a></li>`,
        )
        .join('')}</ul>`;
    case 'text':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#14532d">${escapeHtml(block.code)}</p>`;
    case 'button': {
      const url = escapeHtml(block.url);
      return `<p style="margin:8px 0 16px"><a href="${url}" style="display:inline-block;background:#237a35;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(linkFallback)}<br><a href="${url}" style="color:#1c6130;word-break:break-all">${url}</a></p>`;
    }
  }
}

export interface Recipient {
  email: string;
  name: string | null;
  lang: Language;
}

export function otpMail(r: Recipient, code: string, purpose: OtpPurpose, minutes: number): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(r.lang, `mail.${key}`, params);
  return compose(r.lang, r.email, t('otp.subject', { code }), r.name, [
    { kind: 'text', text: t(`otp.${purpose}`) },
    { kind: 'code', code },
    { kind: 'text', text: t('otp.expires', { minutes }) },
    { kind: 'text', text: t('ignore') },
  ]);
}

export function resetPasswordMail(r: Recipient, url: string, minutes: number): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(r.lang, `mail.${key}`, params);
  return compose(r.lang, r.email, t('resetPassword.subject'), r.name, [
    { kind: 'text', text: t('resetPassword.intro') },
    { kind: 'button', label: t('resetPassword.button'), url },
    { kind: 'text', text: t('resetPassword.expires', { minutes }) },
    { kind: 'text', text: t('ignore') },
  ]);
}

export function welcomeMail(r: Recipient, fridgeUrl: string): MailMessage {
  const t = (key: string) => translate(r.lang, `mail.${key}`);
  return compose(r.lang, r.email, t('welcome.subject'), r.name, [
    { kind: 'text', text: t('welcome.intro') },
    { kind: 'text', text: t('welcome.next') },
    { kind: 'button', label: t('welcome.button'), url: fridgeUrl },
  ]);
}

export interface ReminderLine {
  food: string;
  bag: string;
  /** The end date, already written in the recipient's language and time zone. */
  date: string;
}

/** An idea to use up a food of the e-mail, and where it opens in the app. */
export interface IdeaLink {
  title: string;
  /** The food it uses up, already in the recipient's language. */
  food: string;
  url: string;
}

/**
 * One e-mail for every reminder of a user due together, with ideas to use them up; the unsubscribe link works
 * in one click (RFC 8058).
 */
export function reminderMail(
  r: Recipient,
  lines: ReminderLine[],
  ideas: IdeaLink[],
  links: { fridge: string; unsubscribePage: string; oneClick: string },
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(r.lang, `mail.reminder.${key}`, params);
  const subject =
    lines.length === 1
      ? t('subjectOne', { food: lines[0]!.food, date: lines[0]!.date })
      : t('subjectMany', { count: lines.length });
  const message = compose(
    r.lang,
    r.email,
    subject,
    r.name,
    [
      { kind: 'text', text: t(lines.length === 1 ? 'introOne' : 'introMany') },
      { kind: 'list', items: lines.map((line) => t('line', { ...line })) },
      ...(ideas.length > 0
        ? ([
            { kind: 'text', text: t(lines.length === 1 ? 'ideasOne' : 'ideasMany') },
            {
              kind: 'links',
              items: ideas.map((idea) => ({ label: t('idea', { ...idea }), url: idea.url })),
            },
          ] satisfies Block[])
        : []),
      { kind: 'text', text: t('tip') },
      { kind: 'button', label: t('button'), url: links.fridge },
    ],
    { text: t('why'), label: t('unsubscribe'), url: links.unsubscribePage },
  );
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One month of the fridge, for the monthly summary. */
export interface MonthFigures {
  eatenInTime: number;
  eatenLate: number;
  wasted: number;
  kgInTime: number;
  kgWasted: number;
  euroInTime: number;
  /** Eaten in time ÷ closed, in percent. */
  rescueRate: number;
}

/** What the fridge saved last month; the way to stop it is the profile's switch. */
export function monthlySummaryMail(
  r: Recipient,
  month: string,
  figures: MonthFigures,
  links: { impact: string; profile: string },
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(r.lang, `mail.summary.${key}`, params);
  const number = new Intl.NumberFormat(r.lang === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2 });
  const euro = new Intl.NumberFormat(r.lang === 'it' ? 'it-IT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  });
  return compose(
    r.lang,
    r.email,
    t('subject', { month, kg: number.format(figures.kgInTime) }),
    r.name,
    [
      { kind: 'text', text: t('intro', { month }) },
      {
        kind: 'list',
        items: [
          t('inTime', {
            count: figures.eatenInTime,
            kg: number.format(figures.kgInTime),
            euro: euro.format(figures.euroInTime),
          }),
          t('late', { count: figures.eatenLate }),
          t('wasted', { count: figures.wasted, kg: number.format(figures.kgWasted) }),
          t('rescueRate', { percent: figures.rescueRate }),
        ],
      },
      { kind: 'button', label: t('button'), url: links.impact },
    ],
    { text: t('why'), label: t('stop'), url: links.profile },
  );
}

/** A held prize claim was decided: the code when approved, an explanation when not. */
export function prizeDecisionMail(
  r: Recipient,
  claim: { prize: string; code: string | null; url: string; reason?: string | null },
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(r.lang, `mail.prize.${key}`, params);
  const blocks: Block[] = claim.code
    ? [
        { kind: 'text', text: t('approved', { prize: claim.prize }) },
        { kind: 'code', code: claim.code },
        { kind: 'text', text: t('howToUse') },
        { kind: 'button', label: t('button'), url: claim.url },
      ]
    : [
        { kind: 'text', text: t('rejected', { prize: claim.prize }) },
        { kind: 'text', text: t('rejectedWhy') },
        ...(claim.reason ? [{ kind: 'text' as const, text: t('reason', { reason: claim.reason }) }] : []),
      ];
  const subject = t(claim.code ? 'subjectApproved' : 'subjectRejected', { prize: claim.prize });
  return compose(r.lang, r.email, subject, r.name, blocks);
}

/** Someone tried to sign up with an address that has an account: its owner learns it, nobody else. */
export function accountExistsMail(r: Recipient, loginUrl: string): MailMessage {
  const t = (key: string) => translate(r.lang, `mail.accountExists.${key}`);
  return compose(r.lang, r.email, t('subject'), r.name, [
    { kind: 'text', text: t('intro') },
    { kind: 'text', text: t('next') },
    { kind: 'button', label: t('button'), url: loginUrl },
    { kind: 'text', text: translate(r.lang, 'mail.ignore') },
  ]);
}
