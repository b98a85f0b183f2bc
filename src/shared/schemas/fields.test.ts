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

describe('ids a device chooses', () => {
  const id = (value: unknown) => createFridgeItemSchema.safeParse({ id: value, foodId: 1, bagSize: 'M' });

  it('are random UUIDs: version 4 or 7, with the RFC 9562 variant, in either case', () => {
    for (const good of [
      crypto.randomUUID(),
      '0f8b3a52-1c4e-4d2a-9b1f-6a7c8d9e0f12',
      '0190a1b2-c3d4-7e5f-a617-28394a5b6c7d',
      '0190A1B2-C3D4-7E5F-B617-28394A5B6C7D',
    ]) {
      expect(id(good).success, good).toBe(true);
    }
  });

  it('refuse the nil and max UUIDs, the versions made from clocks, names or nothing, and other variants', () => {
    for (const bad of [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'c232ab00-9414-11ec-b3c8-9f6bdeced846', // 1: time and node
      '5df41881-3aed-3515-88a7-2f4a814cf09e', // 3: MD5 of a name
      '2ed6657d-e927-568b-95e1-2665a8aea6a2', // 5: SHA-1 of a name
      '1ec9414c-232a-6b00-b3c8-9f6bdeced846', // 6: time reordered
      '320c3d4d-cc00-875b-8ec9-32d5f69181c0', // 8: custom
      '0f8b3a52-1c4e-4d2a-7b1f-6a7c8d9e0f12', // version 4, NCS variant
      '0f8b3a52-1c4e-4d2a-cb1f-6a7c8d9e0f12', // version 4, Microsoft variant
      '0190a1b2-c3d4-7e5f-e617-28394a5b6c7d', // version 7, reserved variant
      '{0f8b3a52-1c4e-4d2a-9b1f-6a7c8d9e0f12}',
      '0f8b3a521c4e4d2a9b1f6a7c8d9e0f12',
      ' 0f8b3a52-1c4e-4d2a-9b1f-6a7c8d9e0f12',
      'local-1',
      42,
    ]) {
      expect(firstMessage(id(bad)), String(bad)).toBe('validation.itemId');
    }
  });
});
