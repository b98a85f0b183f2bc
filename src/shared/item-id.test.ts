import { describe, expect, it } from 'vitest';
import { itemIdFor } from './item-id';
import { createFridgeItemSchema } from './schemas/fridge';

const sent = '0f8b3a52-1c4e-4d2a-9b1f-6a7c8d9e0f12';

describe("an added item's id", () => {
  it('is the same on every device and on the server: a fixed value for a fixed user and id', async () => {
    // Pinned (computed apart, with Python's hashlib): the page and the server must agree, in every version
    // that talks to another.
    expect(await itemIdFor('user-1', sent)).toBe('2260251b-f5f7-84a8-a0a6-a5681e8dfee8');
    expect(await itemIdFor('user-1', sent.toUpperCase())).toBe('2260251b-f5f7-84a8-a0a6-a5681e8dfee8');
  });

  it('is another for another user, and a UUID of version 8 that no device may send as its own', async () => {
    const mine = await itemIdFor('user-1', sent);
    expect(await itemIdFor('user-2', sent)).not.toBe(mine);
    // Bytes below 16 are written with their leading 0 (one in 16 bytes is: some of 40 ids have one).
    for (let n = 0; n < 40; n++) {
      expect(await itemIdFor(`user-${n}`, sent)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(createFridgeItemSchema.safeParse({ id: mine, foodId: 1, bagSize: 'M' }).success).toBe(false);
  });
});
