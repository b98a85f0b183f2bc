import { describe, expect, it } from 'vitest';
import { monthWeeks } from './calendar';

describe('monthWeeks', () => {
  it('starts each week on the given day and holds every day of the month', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const monday = monthWeeks(new Date(2026, 10, 15), 1);
    expect(monday[0]![0]).toEqual(new Date(2026, 9, 26));
    expect(monday.at(-1)!.at(-1)).toEqual(new Date(2026, 11, 6));
    expect(monday.every((week) => week.length === 7 && week[0]!.getDay() === 1)).toBe(true);

    const sunday = monthWeeks(new Date(2026, 10, 15), 0);
    expect(sunday[0]![0]).toEqual(new Date(2026, 10, 1));
    expect(sunday).toHaveLength(5);
    expect(sunday.at(-1)!.at(-1)).toEqual(new Date(2026, 11, 5));
  });

  it('stops at the week holding the last day', () => {
    // February 2026: Sunday 1st to Saturday 28th, exactly four Sunday-first weeks.
    expect(monthWeeks(new Date(2026, 1, 10), 0)).toHaveLength(4);
    expect(monthWeeks(new Date(2026, 1, 10), 1)).toHaveLength(5);
  });
});
