// The ideas to use up what is about to go off, as users read them: both languages, so the card follows the
// language the app is in, and one copy kept on the device opens offline (docs/product.md#use-it-up).
import { z } from 'zod';
import type { Wire } from './wire';

const ideaText = z.object({ title: z.string(), steps: z.array(z.string()) });

export const ideaResponse = z.object({
  slug: z.string(),
  foods: z.array(z.string()).meta({ description: 'The foods it uses, by slug.' }),
  minutes: z.number().int(),
  it: ideaText,
  en: ideaText,
});

export const ideaListResponse = z.array(ideaResponse);

export type Idea = Wire<typeof ideaResponse>;
