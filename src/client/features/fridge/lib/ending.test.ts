import { describe, expect, it } from 'vitest';
import { endingItems } from './ending';

const item = (slug: string, end: string) => ({
  endDatetime: end,
  food: {
    id: 1,
    name: slug,
    type: 'fruit' as const,
    slug,
    imagePath: null,
    expiresWithBagDays: 5,
    expiresWithoutBagDays: 3,
  },
});

describe('the items about to go off', () => {
  it('counts calendar days in the zone: past and today 0, tomorrow 1, the day after 2, later not at all', () => {
    // 26 November 2026, 22:30 in Rome (21:30 UTC).
    const now = new Date('2026-11-26T21:30:00Z');
    const ending = endingItems(
      [
        item('pears', '2026-11-25T10:00:00Z'),
        item('lemons', '2026-11-26T22:00:00Z'),
        // 00:30 on the 27th in Rome: tomorrow there, though two hours from now.
        item('carrots', '2026-11-26T23:30:00Z'),
        item('grapes', '2026-11-28T20:00:00Z'),
        item('zucchini', '2026-11-29T09:00:00Z'),
      ],
      now,
      () => 'Europe/Rome',
    );
    expect(ending).toEqual([
      { foodSlug: 'pears', daysLeft: 0 },
      { foodSlug: 'lemons', daysLeft: 0 },
      { foodSlug: 'carrots', daysLeft: 1 },
      { foodSlug: 'grapes', daysLeft: 2 },
    ]);
  });
});
