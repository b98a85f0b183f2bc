import { describe, expect, it } from 'vitest';
import { IDEAS } from './ideas-catalogue';
import enFoods from './locales/en/foods.json';
import { endingSoon, rankIdeas, scoreOf, urgency, USE_IT_UP_DAYS } from './use-it-up';

const idea = (title: string, foods: string[], minutes = 10) => ({ title, foods, minutes });

describe('what counts as about to go off', () => {
  it('weighs an item 3 today or past its end, 2 tomorrow, 1 the day after, nothing later', () => {
    expect([-3, -1, 0, 1, 2, 3, 10].map(urgency)).toEqual([3, 3, 3, 2, 1, 0, 0]);
    expect(USE_IT_UP_DAYS).toBe(2);
  });

  it('keeps only the items ending within two days', () => {
    const items = [
      { foodSlug: 'pears', daysLeft: 0 },
      { foodSlug: 'carrots', daysLeft: 3 },
      { foodSlug: 'lemons', daysLeft: 2 },
    ];
    expect(endingSoon(items).map((i) => i.foodSlug)).toEqual(['pears', 'lemons']);
  });
});

describe('ranking ideas', () => {
  const items = [
    { foodSlug: 'pears', daysLeft: 0 },
    { foodSlug: 'lemons', daysLeft: 1 },
    { foodSlug: 'carrots', daysLeft: 2 },
    // Not soon: counts for nothing.
    { foodSlug: 'grapes', daysLeft: 5 },
  ];

  it('scores the weights of the soon items whose food an idea uses, each item once', () => {
    expect(scoreOf(idea('a', ['pears', 'lemons']), items)).toEqual({ score: 5, foods: 2, others: 0 });
    expect(scoreOf(idea('b', ['grapes']), items)).toEqual({ score: 0, foods: 0, others: 1 });
    const twoPears = [...items, { foodSlug: 'pears', daysLeft: 1 }];
    expect(scoreOf(idea('c', ['pears']), twoPears)).toEqual({ score: 5, foods: 1, others: 0 });
  });

  it('puts the higher score first, then more foods used, then fewer others needed, then the quicker, then by title; drops the unused', () => {
    const ranked = rankIdeas(
      [
        idea('Pear alone', ['pears'], 5),
        idea('Grape juice', ['grapes'], 5),
        idea('Carrot and lemon', ['carrots', 'lemons'], 20),
        idea('Lemon slow', ['lemons', 'grapes'], 40),
        idea('Lemon quick', ['lemons'], 10),
        idea('Pear and lemon', ['pears', 'lemons'], 30),
        idea('B lemon', ['lemons'], 10),
        idea('Lemon and pineapple', ['lemons', 'pineapple'], 5),
      ],
      items,
    );
    expect(ranked.map((i) => i.title)).toEqual([
      'Pear and lemon', // 3 + 2
      'Carrot and lemon', // 1 + 2, two foods
      'Pear alone', // 3, one food
      'B lemon', // 2, nothing else needed, 10 minutes, by title
      'Lemon quick',
      'Lemon and pineapple', // 2, a pineapple needed too, 5 minutes
      'Lemon slow', // 2, grapes needed too, 40 minutes
    ]);
  });
});

describe('the ideas written for the catalogue', () => {
  const slugs = Object.keys(enFoods.names);

  it('give every food at least two, each with a title, 2–4 steps and its time, in both languages', () => {
    for (const slug of slugs) {
      expect(IDEAS.filter((i) => i.foods.includes(slug)).length, slug).toBeGreaterThanOrEqual(2);
    }
    for (const idea of IDEAS) {
      expect(
        idea.foods.every((f) => slugs.includes(f)),
        idea.slug,
      ).toBe(true);
      expect(idea.minutes, idea.slug).toBeGreaterThan(0);
      for (const text of [idea.it, idea.en]) {
        expect(text.title.trim(), idea.slug).not.toBe('');
        expect(text.steps.length, idea.slug).toBeGreaterThanOrEqual(2);
        expect(text.steps.length, idea.slug).toBeLessThanOrEqual(4);
      }
      expect(idea.it.steps.length, idea.slug).toBe(idea.en.steps.length);
    }
    expect(new Set(IDEAS.map((i) => i.slug)).size).toBe(IDEAS.length);
  });

  it('rank first, for carrots ending today and zucchini tomorrow, the idea that uses both', () => {
    const ranked = rankIdeas(
      IDEAS.map((i) => ({ ...i, title: i.en.title })),
      [
        { foodSlug: 'carrots', daysLeft: 0 },
        { foodSlug: 'zucchini', daysLeft: 1 },
      ],
    );
    expect(ranked[0]!.slug).toBe('carrot-zucchini-fritters');
  });
});
