// An achievement's title and description in the user's language: on /prizes and in the live toast.
import type { TFunction } from 'i18next';
import type { Achievement } from '@/shared/achievements';

export function achievementTexts(
  t: TFunction<['prizes', 'foods']>,
  a: Achievement,
): { title: string; description: string } {
  // The three first-bag achievements share one text, with the size in it.
  const kind = a.kind.startsWith('first_bag_') ? 'first_bag' : a.kind;
  const params = {
    count: a.milestone,
    size: a.kind.slice('first_bag_'.length),
    food: a.itemSlug ? t(`foods:names.${a.itemSlug}` as 'foods:names.pears') : '',
  };
  return {
    title: t(
      `prizes:achievements.kinds.${kind}.title` as 'prizes:achievements.kinds.bags_used.title',
      params,
    ),
    description: t(
      `prizes:achievements.kinds.${kind}.description` as 'prizes:achievements.kinds.bags_used.description',
      params,
    ),
  };
}
