// The id an add names: only a random one is taken, and it names an item of the sender's own fridge only, so
// no id can be taken from the whole server by adding it first, and an id of another fridge says nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemIdFor } from '@/shared/item-id';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { foodIds, signedInGuest, userIdOf } from '../../../tests/support/fridge';
import { household } from '../../../tests/support/households';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let foods: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

interface Item {
  id: string;
  food: { slug: string };
}

interface ErrorBody {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

let n = 0;
const newKey = () => `item-ids-${Date.now()}-${++n}`;

function add<T = Item>(b: BrowserClient, id: string) {
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
    const before = await tablesDigest(t);
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
    expect(await tablesDigest(t)).toEqual(before);
  });
});

async function listOf(b: BrowserClient): Promise<Item[]> {
  return (await b.get<Item[]>('/api/fridge-items?order=id.asc')).body;
}

/** As after 30 days: the Idempotency-Keys the server kept are forgotten. */
async function keysForgotten(): Promise<void> {
  await t.database.db.execute(sql`delete from idempotency_keys`);
}

describe("another fridge's ids", () => {
  it("name nothing for the sender: their add makes their own item, as with an id nobody has, and the other's stays", async () => {
    const a = await signedInGuest(t);
    const b = await signedInGuest(t, { lang: 'en' });
    const sentByA = randomUUID();
    expect((await add(a, sentByA)).status).toBe(201);
    // Also an item whose id the server chose: a version 4, as a device's may be.
    const chosen = (await a.post<Item>('/api/fridge-items', { foodId: foods.lemons, bagSize: 'S' })).body.id;
    const aList = await listOf(a);
    const aDigest = JSON.stringify(aList);

    const bId = await userIdOf(b);
    for (const sent of [sentByA, chosen, randomUUID()]) {
      const res = await add(b, sent);
      // The same answer whoever has the id: an item of B's, under the id made for B from what B sent.
      expect(res.status, sent).toBe(201);
      expect(res.body.id, sent).toBe(await itemIdFor(bId, sent));
      expect(res.headers.get('idempotent-replayed'), sent).toBeNull();
    }
    expect((await listOf(b)).map((i) => i.food.slug)).toEqual(['carrots', 'carrots', 'carrots']);
    expect(JSON.stringify(await listOf(a))).toBe(aDigest);
    expect(aList.map((i) => i.id).sort()).toEqual(
      [await itemIdFor(await userIdOf(a), sentByA), chosen].sort(),
    );
  });

  it("the nil UUID is nobody's to take: refused for everyone alike", async () => {
    const [a, b] = [await signedInGuest(t, { lang: 'en' }), await signedInGuest(t, { lang: 'en' })];
    const nil = '00000000-0000-0000-0000-000000000000';
    const [first, second] = [await add<ErrorBody>(a, nil), await add<ErrorBody>(b, nil)];
    expect([first.status, second.status]).toEqual([422, 422]);
    expect(second.body).toEqual(first.body);
  });
});

describe('the same id sent again by its user', () => {
  it("in a household: a member's add is theirs again; the fridge's item named by its id is answered as it is", async () => {
    const { owner, members } = await household(t, 1);
    const [m] = members;
    const sent = randomUUID();
    const made = await add(m!.client, sent);
    await keysForgotten();
    expect((await add(m!.client, sent)).body).toEqual(made.body);
    // An item of the household stored under an id of version 4 (the server's choice, or an older page's)
    // is the owner's own fridge's: naming it answers with it.
    const chosen = (await m!.client.post<Item>('/api/fridge-items', { foodId: foods.lemons, bagSize: 'S' }))
      .body;
    const named = await add(owner.client, chosen.id);
    expect([named.status, named.body.id]).toEqual([201, chosen.id]);
    expect(await listOf(owner.client)).toHaveLength(2);
  });

  it('after its sender moved to another fridge, makes the item in the fridge they are in now', async () => {
    const { members } = await household(t, 1);
    const [m] = members;
    const sent = randomUUID();
    const left = (await add(m!.client, sent)).body;
    expect((await m!.client.post('/api/household/leave')).status).toBe(200);
    await keysForgotten();
    // The phone never had the answer: its add comes now, to the personal fridge.
    const now = await add(m!.client, sent);
    expect(now.status).toBe(201);
    expect(now.body.id).not.toBe(left.id);
    expect((await listOf(m!.client)).map((i) => i.id)).toEqual([now.body.id]);
  });
});
