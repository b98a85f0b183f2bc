// The app's e-mails, each in HTML and plain text, in the recipient's language.
import type { Language } from '@/shared/constants';
import { translate } from '../http/i18n';
import type { MailMessage } from './mailer';

export type OtpPurpose = 'email-verification' | 'sign-in' | 'forget-password' | 'change-email';

type Block =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(
  lang: Language,
  to: string,
  subject: string,
  name: string | null,
  blocks: Block[],
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `mail.${key}`, params);
  const greeting = name ? t('greeting', { name }) : t('greetingAnonymous');
  const all: Block[] = [{ kind: 'text', text: greeting }, ...blocks, { kind: 'text', text: t('signature') }];

  const text = all
    .map((b) => (b.kind === 'text' ? b.text : b.kind === 'code' ? `    ${b.code}` : `${b.label}: ${b.url}`))
    .join('\n\n')
    .concat(`\n\n--\n${t('footer')}\n`);

  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f8f2;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#14532d">My Fridge</p>
${all.map((b) => blockHtml(b, t('linkFallback'))).join('\n')}
</div>
<p style="max-width:520px;margin:16px auto 0;font-size:12px;color:#64748b">${escapeHtml(t('footer'))}</p>
</body></html>`;

  return { to, subject, text, html };
}

function blockHtml(block: Block, linkFallback: string): string {
  switch (block.kind) {
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
