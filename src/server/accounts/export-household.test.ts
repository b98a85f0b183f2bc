// The data export of someone in a household, or who was: what is theirs (their own fridge's items; while a
// member, the household's items they added), never what a household they are no longer in keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { foodIds } from '../../../tests/support/fridge';
import { household, invite } from '../../../tests/support/households';
import { member, type Member } from '../../../tests/support/members';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

interface Export {
  fridgeItems: { id: string; food: string; reminders: { isDefault: boolean }[] }[];
  household: { name: string }[];
}

async function add(client: BrowserClient, slug: string): Promise<string> {
  const res = await client.post<{ id: string }>('/api/fridge-items', {
    foodId: foods[slug],
    bagSize: 'M',
    customReminderDays: 2,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function exported(client: BrowserClient): Promise<Export> {
  const res = await client.get<Export>('/api/account/export');
  expect(res.status).toBe(200);
  return res.body;
}

/** The foods of the exported items, each with its reminders (the default one and the chosen one). */
async function exportedFoods(client: BrowserClient): Promise<string[]> {
  const { fridgeItems } = await exported(client);
  for (const item of fridgeItems)
    expect(item.reminders.map((r) => r.isDefault).sort()).toEqual([false, true]);
  return fridgeItems.map((item) => item.food).sort();
}

/** The foods of the spreadsheet export, in English. */
async function spreadsheetFoods(client: BrowserClient): Promise<string[]> {
  const res = await client.get<string>('/api/account/export.csv');
  expect(res.status).toBe(200);
  const [, ...rows] = res.body.replace('\uFEFF', '').trim().split('\r\n');
  return rows.map((row) => row.split(',')[0]!).sort();
}

/**
 * Casa Rossi: its owner added pears; the partner, who kept lemons in their own fridge on joining, added
 * peaches and carrots to the household.
 */
async function partnerWithItems(): Promise<{ owner: Member; partner: Member; theirs: string[] }> {
  const { owner } = await household(t);
  const partner = await member(t);
  await add(partner.client, 'lemons');
  const { code } = await invite(owner.client);
  const joined = await partner.client.post('/api/household/join', { code, bringItems: false });
  expect(joined.status).toBe(200);
  await add(owner.client, 'pears');
  const theirs = [await add(partner.client, 'peaches'), await add(partner.client, 'carrots')];
  return { owner, partner, theirs };
}

describe("a household member's data export", () => {
  it('lists their own fridge and the items they added to the household, not the others', async () => {
    const { partner } = await partnerWithItems();
    expect(await exportedFoods(partner.client)).toEqual(['carrots', 'lemons', 'peaches']);
    expect((await exported(partner.client)).household).toEqual([
      expect.objectContaining({ name: 'Casa Rossi' }),
    ]);
  });

  for (const how of ['removed', 'left'] as const) {
    it(`once ${how}, lists none of the household's items, not even those they added`, async () => {
      const { owner, partner, theirs } = await partnerWithItems();
      const out =
        how === 'removed'
          ? await owner.client.call('DELETE', `/api/household/members/${partner.id}`)
          : await partner.client.post('/api/household/leave');
      expect(out.status).toBe(200);
      const data = await exported(partner.client);
      expect(data.household).toEqual([]);
      expect(data.fridgeItems.filter((item) => theirs.includes(item.id))).toEqual([]);
      expect(await exportedFoods(partner.client)).toEqual(['lemons']);
      // The spreadsheet follows the fridge the user sees: now their own.
      expect(await spreadsheetFoods(partner.client)).toEqual(['Lemons']);
      // The household keeps the items, and its members' exports list them as before.
      expect(await exportedFoods(owner.client)).toEqual(['pears']);
      expect(await spreadsheetFoods(owner.client)).toEqual(['Carrots', 'Peaches', 'Pears']);
    });
  }

  it('of the last one to leave lists the household items they take into their own fridge', async () => {
    const { owner, partner } = await partnerWithItems();
    expect((await partner.client.post('/api/household/leave')).status).toBe(200);
    expect((await owner.client.post('/api/household/leave')).status).toBe(200);
    expect(await exportedFoods(owner.client)).toEqual(['carrots', 'peaches', 'pears']);
    expect(await exportedFoods(partner.client)).toEqual(['lemons']);
  });
});
