// The demo prizes and coupons, seeded once per database: afterwards they are the admins'.
import { sql } from 'drizzle-orm';
import { fromWallClock, wallClock } from '@/shared/zoned-time';
import type { Db } from '../db/client';
import { coupons, prizes, seedRuns } from '../db/schema';
import { correctSeededWording } from './seed-wording';

const SEED_NAME = 'rewards-demo-v1';
/** Seasons begin and end at midnight in the app's home zone. */
const HOME_ZONE = 'Europe/Rome';
/** Where a seeded coupon's "Read more" leads: the terms' section on prizes and coupons. */
const COUPON_TERMS = '/terms#rewards';

export const DEMO_PRIZES = [
  {
    slug: 'bag-s',
    minLevel: 3,
    titleIt: 'Un sacchetto S in regalo',
    titleEn: 'A free S bag',
    descriptionIt:
      'Un sacchetto freschezza taglia S (12×28 cm), perfetto per frutti di bosco ed erbe aromatiche.',
    descriptionEn: 'A size S freshness bag (12×28 cm), just right for berries and herbs.',
    imagePath: '/images/prizes/bag-s.svg',
  },
  {
    slug: 'bags-m-set',
    minLevel: 5,
    titleIt: 'Set di 3 sacchetti M',
    titleEn: 'A set of 3 M bags',
    descriptionIt: 'Tre sacchetti freschezza taglia M (23×32 cm) per la spesa di tutta la settimana.',
    descriptionEn: "Three size M freshness bags (23×32 cm) for the whole week's shopping.",
    imagePath: '/images/prizes/bags-m-set.svg',
  },
  {
    slug: 'bags-l-set',
    minLevel: 8,
    titleIt: 'Set di 3 sacchetti L',
    titleEn: 'A set of 3 L bags',
    descriptionIt: 'Tre sacchetti freschezza taglia L (29×42 cm) per cavoli, sedano e porri interi.',
    descriptionEn: 'Three size L freshness bags (29×42 cm) for whole cabbages, celery and leeks.',
    imagePath: '/images/prizes/bags-l-set.svg',
  },
  {
    slug: 'full-kit',
    minLevel: 12,
    titleIt: 'Il kit completo',
    titleEn: 'The complete kit',
    descriptionIt: 'Due sacchetti per ogni taglia, S, M e L: un frigo intero che resta fresco più a lungo.',
    descriptionEn: 'Two bags of each size, S, M and L: a whole fridge that stays fresh for longer.',
    imagePath: '/images/prizes/full-kit.svg',
  },
] as const;

type Season = 'spring' | 'summer' | 'autumn' | 'winter';

// Italian needs the article and the elision per season: "sconto d'autunno", "per tutto l'autunno".
const SEASON_TEXTS: Record<Season, { titleIt: string; throughoutIt: string; en: string; code: string }> = {
  spring: { titleIt: 'di primavera', throughoutIt: 'tutta la primavera', en: 'spring', code: 'SPRING' },
  summer: { titleIt: "d'estate", throughoutIt: "tutta l'estate", en: 'summer', code: 'SUMMER' },
  autumn: { titleIt: "d'autunno", throughoutIt: "tutto l'autunno", en: 'autumn', code: 'AUTUMN' },
  winter: { titleIt: "d'inverno", throughoutIt: "tutto l'inverno", en: 'winter', code: 'WINTER' },
};

// Meteorological seasons: each starts on the first of March, June, September or December.
const SEASON_STARTS: readonly [number, Season][] = [
  [3, 'spring'],
  [6, 'summer'],
  [9, 'autumn'],
  [12, 'winter'],
];

interface SeasonWindow {
  season: Season;
  /** The year the season starts in (winter 2026 runs from December 2026 to February 2027). */
  year: number;
  from: Date;
  to: Date;
}

function startOf(year: number, month: number): Date {
  return fromWallClock({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, HOME_ZONE);
}

/** The season `now` falls in and the one after it. */
export function currentAndNextSeason(now: Date): [SeasonWindow, SeasonWindow] {
  const { year, month } = wallClock(now, HOME_ZONE);
  // January and February belong to the winter that began the December before.
  let index = SEASON_STARTS.findLastIndex(([start]) => start <= month);
  let startYear = year;
  if (index === -1) {
    index = SEASON_STARTS.length - 1;
    startYear = year - 1;
  }
  const windowAt = (i: number, y: number): SeasonWindow => {
    const [startMonth, season] = SEASON_STARTS[i % 4]!;
    const [endMonth] = SEASON_STARTS[(i + 1) % 4]!;
    const endYear = endMonth < startMonth ? y + 1 : y;
    return { season, year: y, from: startOf(y, startMonth), to: startOf(endYear, endMonth) };
  };
  const current = windowAt(index, startYear);
  const next = windowAt(index + 1, index === 3 ? startYear + 1 : startYear);
  return [current, next];
}

/** The two coupons of a season (the second from level 4), in both languages. */
export function seasonCoupons(window: SeasonWindow) {
  const texts = SEASON_TEXTS[window.season];
  const yy = String(window.year % 100).padStart(2, '0');
  const common = { validFrom: window.from, validTo: window.to, readMoreUrl: COUPON_TERMS };
  return [
    {
      ...common,
      code: `${texts.code}${yy}`,
      percent: 10,
      minLevel: 1,
      titleIt: `Sconto ${texts.titleIt}`,
      titleEn: `${texts.en[0]!.toUpperCase()}${texts.en.slice(1)} discount`,
      descriptionIt: `Il 10% di sconto sui sacchetti freschezza nel negozio ufficiale, per ${texts.throughoutIt}.`,
      descriptionEn: `10% off freshness bags in the official shop, all ${texts.en} long.`,
    },
    {
      ...common,
      code: `${texts.code}${yy}PLUS`,
      percent: 20,
      minLevel: 4,
      titleIt: `Sconto ${texts.titleIt} per esperti`,
      titleEn: `Expert ${texts.en} discount`,
      descriptionIt: `Dal livello 4: il 20% di sconto sui sacchetti freschezza nel negozio ufficiale, per ${texts.throughoutIt}.`,
      descriptionEn: `From level 4: 20% off freshness bags in the official shop, all ${texts.en} long.`,
    },
  ];
}

/**
 * Seeds the demo set unless it ran before on this database (whose earlier demo wording is corrected). The coupons are those of the season of the
 * first start and the next one. Returns how many rows it added.
 */
export async function seedRewards(db: Db, now = new Date()): Promise<{ prizes: number; coupons: number }> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the run recorded.
    await tx.execute(sql`lock table ${seedRuns} in exclusive mode`);
    await correctSeededWording(tx, DEMO_PRIZES);
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return { prizes: 0, coupons: 0 };
    const addedPrizes = await tx
      .insert(prizes)
      .values([...DEMO_PRIZES])
      .onConflictDoNothing({ target: prizes.slug })
      .returning({ id: prizes.id });
    const addedCoupons = await tx
      .insert(coupons)
      .values(currentAndNextSeason(now).flatMap(seasonCoupons))
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id });
    return { prizes: addedPrizes.length, coupons: addedCoupons.length };
  });
}
