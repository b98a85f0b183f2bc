import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('groups items by their key, keys and items in the order they come', () => {
    const groups = groupBy(['apple', 'kiwi', 'avocado', 'banana', 'kale'], (word) => word[0]);
    expect([...groups]).toEqual([
      ['a', ['apple', 'avocado']],
      ['k', ['kiwi', 'kale']],
      ['b', ['banana']],
    ]);
  });

  it('gives no groups for no items', () => {
    expect(groupBy([], () => 1).size).toBe(0);
  });
});
