// The Italian texts stay Italian: the freshness bag is always "sacchetto" (never "busta" or "bag"), the bin is
// always "bidone" (never "cestino"), and no common English word slips in. Locale files of the client, the server (errors, e-mails, pushes) and both,
// and the demo prizes and coupons the server seeds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentAndNextSeason, DEMO_PRIZES, seasonCoupons } from '../../src/server/rewards/seed';

const ITALIAN_DIRS = ['src/client/locales/it', 'src/server/locales/it', 'src/shared/locales/it'];

// Whole words only (not inside an Italian word such as "errore"), placeholders left out. A short, precise
// list: each is never Italian.
const FORBIDDEN = ['busta', 'buste', 'cestino', 'bag', 'bags', 'the', 'and', 'please', 'error'];
const pattern = new RegExp(`(?<!\\p{L})(${FORBIDDEN.join('|')})(?!\\p{L})`, 'iu');

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

function offending(entries: [string, string][]): string[] {
  return entries
    .filter(([, text]) => pattern.test(text.replace(/\{\{\w+\}\}/g, '')))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('Italian texts', () => {
  it.each(ITALIAN_DIRS)('%s: no "busta", no English words', (dir) => {
    const entries = readdirSync(dir).flatMap((file) =>
      texts(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree, `${file}: `),
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(offending(entries)).toEqual([]);
  });

  it('the seeded prizes and coupons', () => {
    const prizes = DEMO_PRIZES.flatMap((p): [string, string][] => [
      [`${p.slug} title`, p.titleIt],
      [`${p.slug} description`, p.descriptionIt],
    ]);
    const coupons = currentAndNextSeason(new Date('2026-07-01T00:00:00Z'))
      .flatMap(seasonCoupons)
      .flatMap((c): [string, string][] => [
        [`${c.code} title`, c.titleIt],
        [`${c.code} description`, c.descriptionIt],
      ]);
    expect(offending([...prizes, ...coupons])).toEqual([]);
  });

  it('the check itself finds what it is meant to', () => {
    expect(
      offending([
        ['a', 'Una busta S'],
        ['b', 'Please riprova'],
        ['c', 'Failed: the error'],
        ['d', 'Tre buste'],
      ]),
    ).toHaveLength(4);
    expect(offending([['e', 'Errore: questa è la {{the}} tua bustina, grande e comoda']])).toEqual([]);
  });
});
