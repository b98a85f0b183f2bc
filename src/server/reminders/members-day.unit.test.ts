// When each member hears of a reminder: their hour, their quiet days, one e-mail a day.
import { describe, expect, it } from 'vitest';
import { memberState as state, reminderRow as member } from '../../../tests/support/reminder-rows';
import type { ReminderRow } from './messages';
import { planMembers } from './members-day';
import { quietDaysMask } from '@/shared/reminder-preferences';

// Thursday 3 June 2027, 09:00 in Rome.
const now = new Date('2027-06-03T07:00:00Z');
const ids = (rows: ReminderRow[]) => rows.map((r) => r.userId);

describe("a reminder's members", () => {
  it('whose hour has come hear now; a later hour waits for it, a quiet day for the next day', () => {
    const plan = planMembers(
      [member('ada'), member('bea', { reminderHour: 19 }), member('cy', { quietDays: quietDaysMask([4]) })],
      now,
      state(),
    );
    expect(ids(plan.now)).toEqual(['ada']);
    expect(plan.again).toEqual(new Date('2027-06-03T17:00:00Z'));
  });

  it('hear now of a reminder due on an earlier day, whatever their hour, but not on a quiet day', () => {
    const yesterday = new Date('2027-06-02T17:00:00Z');
    const plan = planMembers(
      [
        member('bea', { reminderHour: 19, dueAt: yesterday }),
        member('cy', { reminderHour: 19, dueAt: yesterday, quietDays: quietDaysMask([4]) }),
      ],
      now,
      state(),
    );
    expect(ids(plan.now)).toEqual(['bea']);
    expect(plan.again).toEqual(new Date('2027-06-04T17:00:00Z'));
  });

  it('e-mailed earlier that day hear now on their devices and by e-mail at their next hour', () => {
    const plan = planMembers(
      [member('ada'), member('bea', { reminderHour: 7 }), member('cy', { reminderHour: 7 })],
      now,
      // Bea had her e-mail of the day at 07:00; Cy had his the day before.
      state({ bea: '2027-06-03T05:00:00Z', cy: '2027-06-02T05:00:00Z' }),
    );
    expect(ids(plan.now)).toEqual(['ada', 'bea', 'cy']);
    expect(ids(plan.mailTomorrow)).toEqual(['bea']);
    expect(plan.again).toEqual(new Date('2027-06-04T05:00:00Z'));
  });

  it('who already have it, or cannot be reached, do not wait', () => {
    const plan = planMembers([member('bea', { reminderHour: 19 }), member('cy', { reminderHour: 19 })], now, {
      ...state(),
      // Bea had it by e-mail.
      hasIt: (r) => r.userId === 'bea',
      emailedIt: (r) => r.userId === 'bea',
      reachable: (r) => r.userId === 'bea',
    });
    expect(ids(plan.now)).toEqual(['bea', 'cy']);
    expect(plan.again).toBeUndefined();
  });

  it('whose e-mail waits for the next day still wait for their hour, though they had the push', () => {
    // Bea had the push yesterday; Cy, quiet yesterday, has the reminder claimed again at his 06:00.
    const sixAm = new Date('2027-06-04T04:00:00Z');
    const plan = planMembers(
      [member('bea', { reminderHour: 7, dueAt: sixAm }), member('cy', { reminderHour: 6, dueAt: sixAm })],
      sixAm,
      {
        ...state({ bea: '2027-06-03T05:00:00Z' }),
        hasIt: (r) => r.userId === 'bea',
      },
    );
    expect(ids(plan.now)).toEqual(['cy']);
    expect(plan.again).toEqual(new Date('2027-06-04T05:00:00Z'));
  });

  it('e-mailed earlier that day get a second e-mail rather than one after the food has gone off', () => {
    const plan = planMembers(
      [member('bea', { reminderHour: 7, endDatetime: new Date('2027-06-03T20:00:00Z') })],
      now,
      state({ bea: '2027-06-03T05:00:00Z' }),
    );
    expect(ids(plan.now)).toEqual(['bea']);
    expect(plan.mailTomorrow).toEqual([]);
    expect(plan.again).toBeUndefined();
  });

  // "That day" is the member's own, not UTC's: in Auckland (+12 in June) and Los Angeles (-7) the two differ
  // for half of each day.
  it("e-mailed earlier on their own day, though it was another day in UTC, wait for the next day's e-mail", () => {
    // 08:00 and 19:00 of Thursday 3 June in Auckland: 2 June and 3 June in UTC.
    const evening = new Date('2027-06-03T07:00:00Z');
    const plan = planMembers(
      [member('kiri', { timeZone: 'Pacific/Auckland', reminderHour: 7 })],
      evening,
      state({ kiri: '2027-06-02T20:00:00Z' }),
    );
    expect(ids(plan.now)).toEqual(['kiri']);
    expect(ids(plan.mailTomorrow)).toEqual(['kiri']);
    // 07:00 of Friday 4 June in Auckland.
    expect(plan.again).toEqual(new Date('2027-06-03T19:00:00Z'));
  });

  it('e-mailed on their own day before, though it was the same day in UTC, get the e-mail now', () => {
    // 20:00 of Wednesday 2 June and 09:00 of Thursday 3 June in Los Angeles: both 3 June in UTC.
    const morning = new Date('2027-06-03T16:00:00Z');
    const plan = planMembers(
      [member('sam', { timeZone: 'America/Los_Angeles', reminderHour: 7, dueAt: morning })],
      morning,
      state({ sam: '2027-06-03T03:00:00Z' }),
    );
    expect(ids(plan.now)).toEqual(['sam']);
    expect(plan.mailTomorrow).toEqual([]);
    expect(plan.again).toBeUndefined();
  });

  it('of a household each wait for their own moment of a default reminder; alone, it is theirs at once', () => {
    // Ada asked for 3 days before the end (20 June), Bea for 2: the reminder fell due at Ada's moment.
    const adasMoment = new Date('2027-06-17T07:00:00Z');
    const rows = [
      member('ada', { isDefault: true, reminderDaysBefore: 3, dueAt: adasMoment }),
      member('bea', { isDefault: true, reminderDaysBefore: 2, dueAt: adasMoment }),
    ];
    const plan = planMembers(rows, adasMoment, state());
    expect(ids(plan.now)).toEqual(['ada']);
    expect(plan.again).toEqual(new Date('2027-06-18T07:00:00Z'));
    // One person's default reminder, whenever it was set for, is theirs now.
    expect(ids(planMembers([rows[1]!], adasMoment, state()).now)).toEqual(['bea']);
  });

  it('waiting for different hours are claimed again at the earliest', () => {
    const plan = planMembers(
      [
        member('bea', { reminderHour: 19 }),
        member('cy', { reminderHour: 12 }),
        member('dee', { reminderHour: 15 }),
      ],
      now,
      state(),
    );
    expect(plan.now).toEqual([]);
    expect(plan.again).toEqual(new Date('2027-06-03T10:00:00Z'));
  });

  it('quiet on another day hear now; quiet today and out of reach, hear nothing', () => {
    const plan = planMembers(
      [member('ada', { quietDays: quietDaysMask([5]) }), member('cy', { quietDays: quietDaysMask([4]) })],
      now,
      { ...state(), reachable: (r) => r.userId === 'ada' },
    );
    expect(ids(plan.now)).toEqual(['ada']);
    expect(plan.again).toBeUndefined();
  });

  it('who had the push and take no e-mail are owed nothing, so do not wait for their hour', () => {
    const plan = planMembers([member('eve', { reminderHour: 19 })], now, {
      ...state(),
      hasIt: () => true,
      emailAllowed: () => false,
    });
    expect(ids(plan.now)).toEqual(['eve']);
    expect(plan.again).toBeUndefined();
  });

  it('e-mailed earlier that day get the next e-mail even when it falls on the very moment the food ends', () => {
    const plan = planMembers(
      [member('bea', { reminderHour: 7, endDatetime: new Date('2027-06-04T05:00:00Z') })],
      now,
      state({ bea: '2027-06-03T05:00:00Z' }),
    );
    expect(ids(plan.mailTomorrow)).toEqual(['bea']);
    expect(plan.again).toEqual(new Date('2027-06-04T05:00:00Z'));
  });

  it('never e-mailed are not taken for e-mailed today, at any moment', () => {
    // At the real present: a missing last e-mail read as a date would be read as now.
    const present = new Date();
    const plan = planMembers(
      [member('ada', { reminderHour: 0, dueAt: present, endDatetime: new Date(present.getTime() + 9e9) })],
      present,
      state(),
    );
    expect(ids(plan.now)).toEqual(['ada']);
    expect(plan.mailTomorrow).toEqual([]);
  });

  it('of a household whose own moment has passed wait past a quiet day all the same', () => {
    // The food ends Friday 4 June; both asked for 2 days before: Wednesday, passed. Thursday is Ada's quiet day.
    const wednesday = new Date('2027-06-02T07:00:00Z');
    const end = new Date('2027-06-04T07:00:00Z');
    const twoBefore = { isDefault: true, reminderDaysBefore: 2, dueAt: wednesday, endDatetime: end };
    const plan = planMembers(
      [
        member('ada', { ...twoBefore, quietDays: quietDaysMask([4]) }),
        member('bea', { ...twoBefore, reminderHour: 20 }),
      ],
      now,
      state(),
    );
    expect(ids(plan.now)).toEqual(['bea']);
    expect(plan.again).toEqual(end);
  });
});
