import { describe, expect, it } from 'vitest';
import { INT4_MAX, instantField, isPlainText, isStorableInstant, textField } from './fields';
import { createFridgeItemSchema } from './fridge';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text', () => {
  it('refuses NUL, other C0 and C1 controls and DEL; multi-line text keeps tab and line breaks', () => {
    for (const bad of ['a\u0000b', '\u0007', 'a\u001b[31m', 'x\u007f', '\u0085', 'line\nbreak', 'tab\t']) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isPlainText('line\nbreak\r\n\tindented', { multiline: true })).toBe(true);
    expect(isPlainText('a\u0000b', { multiline: true })).toBe(false);
    expect(isPlainText('Crème brûlée 🍓 — “ok”')).toBe(true);
  });

  it('refuses half of a surrogate pair, alone or out of order', () => {
    for (const bad of ['\ud83c', 'a\ud83cb', '\udf53', 'a\udf53', '\udf53\ud83c']) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isPlainText('\ud83c\udf53')).toBe(true);
  });

  it('as a field: the type key for a non-string, textCharacters for controls, trimming when asked', () => {
    const field = textField('validation.firstNameRequired', { trim: true });
    expect(firstMessage(field.safeParse(42))).toBe('validation.firstNameRequired');
    expect(firstMessage(field.safeParse('A\u0000'))).toBe('validation.textCharacters');
    expect(field.parse('  Ada \n')).toBe('Ada');
    expect(textField().parse(' secret ')).toBe(' secret ');
  });
});

describe('instants', () => {
  const field = instantField('validation.dateTime');

  it('are taken from 1970 to the end of 9998, with any offset', () => {
    for (const good of ['1970-01-01T00:00:00Z', '2026-09-06T00:00:00-04:00', '9998-12-31T23:59:59.999Z']) {
      expect(field.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '1970-01-01T00:30:00+01:00',
      '9999-01-01T00:00:00Z',
      '9998-12-31T23:00:00-05:00',
    ]) {
      expect(firstMessage(field.safeParse(bad)), bad).toBe('validation.dateRange');
    }
    expect(firstMessage(field.safeParse('2026-02-30T00:00:00Z'))).toBe('validation.dateTime');
  });

  it('computed ones are stored up to the last millisecond of 9999', () => {
    expect(isStorableInstant(new Date('9999-12-31T23:59:59.999Z'))).toBe(true);
    expect(isStorableInstant(new Date('+010000-01-01T00:00:00Z'))).toBe(false);
    expect(isStorableInstant(new Date(Number.NaN))).toBe(false);
  });
});

describe('whole numbers', () => {
  it('an id fits PostgreSQL’s integer', () => {
    const item = (foodId: number) => createFridgeItemSchema.safeParse({ foodId, bagSize: 'M' });
    expect(item(INT4_MAX).success).toBe(true);
    expect(firstMessage(item(INT4_MAX + 1))).toBe('validation.foodRequired');
    expect(firstMessage(item(3_000_000_000))).toBe('validation.foodRequired');
  });
});
