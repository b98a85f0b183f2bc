// The impact page's answer: weight, value and emissions of the user's closed items, by outcome and period.
import { z } from 'zod';
import { DISCARD_REASONS } from '../constants';

const figures = z.object({
  items: z.number().int(),
  kg: z.number(),
  euro: z.number(),
  co2eKg: z.number(),
});

const period = z.object({
  start: z
    .string()
    .meta({ description: "A week's Monday (yyyy-MM-dd) or a month (yyyy-MM), in the user's zone." }),
  eatenKg: z.number(),
  wastedKg: z.number(),
});

export const impactResponse = z.object({
  scope: z.enum(['me', 'household']).meta({
    description: "Whose items: the ones the user added (me), or every item of the user's household.",
  }),
  household: z.object({ name: z.string(), people: z.number().int() }).nullable().meta({
    description: 'The household the user is in, whose totals `?scope=household` gives; null without one.',
  }),
  totals: z.object({ eatenInTime: figures, eatenLate: figures, wasted: figures }),
  rescueRate: z
    .number()
    .nullable()
    .meta({ description: 'Eaten in time ÷ all closed items; null before any.' }),
  weeks: z.array(period),
  months: z.array(period),
  wastedKgPerWeek: z.number().meta({
    description:
      'Thrown away per week and per person, on average over the charted weeks (for a household, shared by its members).',
  }),
  mostWasted: z.array(
    z.object({ slug: z.string(), name: z.string(), kg: z.number(), items: z.number().int() }),
  ),
  discardReasons: z
    .array(z.object({ reason: z.enum(DISCARD_REASONS), items: z.number().int() }))
    .meta({ description: 'Why food was thrown away, where the user said: the most frequent first.' }),
  yardsticks: z.object({ italyKgPerWeek: z.number(), euKgPerWeek: z.number() }),
});

export type Impact = z.infer<typeof impactResponse>;
export type ImpactFigures = Impact['totals']['wasted'];
export type ImpactPeriod = Impact['weeks'][number];
