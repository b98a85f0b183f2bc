// Which stored items are about to go off, for "Use it up": each with its food and in how many calendar days
// (in the device's zone) it ends; an item past its end counts as ending today.
import { calendarDaysBetween } from '@/shared/zoned-time';
import { USE_IT_UP_DAYS, type EndingItem } from '@/shared/use-it-up';
import type { FridgeItem } from '../api/fridge-items';

const DAY_MS = 86_400_000;

export function endingItems(
  stored: readonly Pick<FridgeItem, 'endDatetime' | 'food'>[],
  now: Date,
  timeZone: () => string,
): EndingItem[] {
  const ending: EndingItem[] = [];
  for (const item of stored) {
    const end = new Date(item.endDatetime);
    // Only an end within the days counted needs the calendar (a slow phone pays for reading the zone).
    if (end.getTime() - now.getTime() > (USE_IT_UP_DAYS + 1) * DAY_MS) continue;
    const daysLeft = end <= now ? 0 : calendarDaysBetween(now, end, timeZone());
    if (daysLeft <= USE_IT_UP_DAYS) ending.push({ foodSlug: item.food.slug, daysLeft });
  }
  return ending;
}
