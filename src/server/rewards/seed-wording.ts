// The first demo seeds called the freshness bag "busta" in Italian; the app says "sacchetto" everywhere. A
// database seeded then has those texts corrected at start-up, where nobody has changed them since.
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, prizes } from '../db/schema';
import type { DEMO_PRIZES } from './seed';

type DemoPrize = (typeof DEMO_PRIZES)[number];

/** The Italian texts as the first seeds wrote them. */
const EARLIER: Record<DemoPrize['slug'], { titleIt: string; descriptionIt: string }> = {
  'bag-s': {
    titleIt: 'Una busta S in regalo',
    descriptionIt:
      'Una busta freschezza taglia S (12×28 cm), perfetta per frutti di bosco ed erbe aromatiche.',
  },
  'bags-m-set': {
    titleIt: 'Set di 3 buste M',
    descriptionIt: 'Tre buste freschezza taglia M (23×32 cm) per la spesa di tutta la settimana.',
  },
  'bags-l-set': {
    titleIt: 'Set di 3 buste L',
    descriptionIt: 'Tre buste freschezza taglia L (29×42 cm) per cavoli, sedano e porri interi.',
  },
  'full-kit': {
    titleIt: 'Il kit completo',
    descriptionIt: 'Due buste per ogni taglia, S, M e L: un frigo intero che resta fresco più a lungo.',
  },
};
const EARLIER_COUPON_PHRASE = 'sulle buste freschezza';
const COUPON_PHRASE = 'sui sacchetti freschezza';

/** `demo`: the prizes as seeded now (passed in, so that this module and the seed do not import each other). */
export async function correctSeededWording(db: Db, demo: readonly DemoPrize[]): Promise<void> {
  for (const prize of demo) {
    const earlier = EARLIER[prize.slug];
    for (const field of ['titleIt', 'descriptionIt'] as const) {
      if (earlier[field] === prize[field]) continue;
      await db
        .update(prizes)
        .set({ [field]: prize[field] })
        .where(and(eq(prizes.slug, prize.slug), eq(prizes[field], earlier[field])));
    }
  }
  // The seasons' coupons: the same sentence around the season's name.
  await db
    .update(coupons)
    .set({
      descriptionIt: sql`replace(${coupons.descriptionIt}, ${EARLIER_COUPON_PHRASE}, ${COUPON_PHRASE})`,
    })
    .where(like(coupons.descriptionIt, `%${EARLIER_COUPON_PHRASE}%`));
}
