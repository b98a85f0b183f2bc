import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  FALLBACK_LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGES,
  PUBLIC_BUCKET,
} from './constants';
import { EU_WASTE_KG_PER_PERSON_WEEK, ITALY_WASTE_KG_PER_PERSON_WEEK } from './impact';

describe('the constants of docs/product.md#constants', () => {
  it('speak Italian first, then English', () => {
    expect(LANGUAGES).toEqual(['it', 'en']);
    expect(FALLBACK_LANGUAGES).toEqual(['it', 'en']);
  });

  it('keep the default zone, the public bucket and the language cookie that browsers already hold', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Rome');
    expect(PUBLIC_BUCKET).toBe('public');
    expect(LANGUAGE_COOKIE).toBe('lang');
  });
});

describe("the impact page's yardsticks", () => {
  it('are per person and week: the EU yearly figure over 52 weeks, to the gram', () => {
    expect(EU_WASTE_KG_PER_PERSON_WEEK).toBe(1.385);
    expect(ITALY_WASTE_KG_PER_PERSON_WEEK).toBe(0.618);
  });
});
