// Translates the server's messages: into the signed-in account's language, else the one the request asks for
// (Accept-Language), Italian first.
import type { Context } from 'hono';
import { isLanguage, type Language } from '@/shared/constants';
import { elideBeforeDates } from '@/shared/italian-dates';
import enFoods from '@/shared/locales/en/foods.json';
import enValidation from '@/shared/locales/en/validation.json';
import itFoods from '@/shared/locales/it/foods.json';
import itValidation from '@/shared/locales/it/validation.json';
import enErrors from '../locales/en/errors.json';
import enFiles from '../locales/en/files.json';
import enMail from '../locales/en/mail.json';
import itErrors from '../locales/it/errors.json';
import itFiles from '../locales/it/files.json';
import itMail from '../locales/it/mail.json';

type Messages = { [key: string]: string | Messages };
// Keys are namespaced by file: `errors.notFound`, `mail.otp.subject`, `validation.emailInvalid`, `foods.names.pears`.
const catalogues: Record<Language, Messages> = {
  it: { errors: itErrors, files: itFiles, mail: itMail, validation: itValidation, foods: itFoods },
  en: { errors: enErrors, files: enFiles, mail: enMail, validation: enValidation, foods: enFoods },
};

// The catalogues never change while the server runs: each key is looked up once per language (the reminder
// dispatcher translates a few keys for every message it sends).
const resolved = new Map<string, string>();

export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = message(lang, key);
  if (!text.includes('{{')) return text;
  // A message whose one number is 1 has a `_one` form where the plural would be wrong ("1 secondi").
  const numbers = [...text.matchAll(/\{\{(\w+)\}\}/g)].filter(
    ([, name]) => typeof params[name!] === 'number',
  );
  const singular =
    numbers.length === 1 && params[numbers[0]![1]!] === 1 ? message(lang, `${key}_one`, null) : null;
  const filled = (singular ?? text).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
  return lang === 'it' ? elideBeforeDates(filled) : filled;
}

/** A key's text in that language (else Italian, else the key itself, or `fallback` when given). */
function message<F extends string | null = string>(lang: Language, key: string, fallback?: F): string | F {
  const cacheKey = `${lang}\u0000${key}`;
  let text = resolved.get(cacheKey);
  if (text === undefined) {
    const found = lookup(catalogues[lang], key) ?? lookup(catalogues.it, key);
    if (found === undefined && fallback !== undefined) return fallback;
    text = found ?? key;
    // Keys come from the code and the catalogue; the bound is only a guard against one built from data.
    if (resolved.size >= 10_000) resolved.clear();
    resolved.set(cacheKey, text);
  }
  return text;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The first supported language in the Accept-Language header, by preference; Italian otherwise. */
export function parseAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'it';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const hit = ranked.map((r) => r.lang).find(isLanguage);
  return hit ?? 'it';
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user's language, once the request's session has been read (auth/session.ts). */
    accountLanguage: Language | undefined;
  }
}

/** A stored language, or Italian for anything else. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : 'it';
}

/** The account's language when the session has been read, else the request's Accept-Language. */
export function languageOf(c: Context): Language {
  return c.get('accountLanguage') ?? parseAcceptLanguage(c.req.header('accept-language'));
}
