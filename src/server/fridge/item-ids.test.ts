// The id an add names: only a random one is taken, and it names an item of the sender's own fridge only, so
// no id can be taken from the whole server by adding it first, and an id of another fridge says nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let foods: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

interface ErrorBody {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

let n = 0;
const newKey = () => `item-ids-${Date.now()}-${++n}`;

function add<T>(b: BrowserClient, id: string) {
  return b.call<T>(
    'POST',
    '/api/fridge-items',
    { id, foodId: foods.carrots, bagSize: 'M' },
    {
      'Idempotency-Key': newKey(),
    },
  );
}

describe('an add naming an id that is not random', () => {
  const notRandom = [
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'c232ab00-9414-11ec-b3c8-9f6bdeced846', // version 1
    '5df41881-3aed-3515-88a7-2f4a814cf09e', // version 3
    '2ed6657d-e927-568b-95e1-2665a8aea6a2', // version 5
    '1ec9414c-232a-6b00-b3c8-9f6bdeced846', // version 6
    '320c3d4d-cc00-875b-8ec9-32d5f69181c0', // version 8
    '0f8b3a52-1c4e-4d2a-cb1f-6a7c8d9e0f12', // version 4 of another variant
  ];

  it('is refused on its field, in both languages, and changes nothing', async () => {
    const en = await signedInGuest(t, { lang: 'en' });
    const it_ = await signedInGuest(t, { lang: 'it' });
    const before = await tablesDigest(t.database.db);
    for (const id of notRandom) {
      const [english, italian] = [await add<ErrorBody>(en, id), await add<ErrorBody>(it_, id)];
      expect([english.status, italian.status], id).toEqual([422, 422]);
      expect(english.body.error.fields, id).toEqual([
        { field: 'id', message: 'An item id must be a random UUID (version 4 or 7)' },
      ]);
      expect(italian.body.error.fields, id).toEqual([
        { field: 'id', message: "L'ID di un alimento deve essere un UUID casuale (versione 4 o 7)" },
      ]);
    }
    expect(await tablesDigest(t.database.db)).toEqual(before);
  });
});
