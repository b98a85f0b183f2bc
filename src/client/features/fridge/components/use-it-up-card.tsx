// "Use it up": with items about to go off, the ideas that use them best (shared/use-it-up.ts ranks them),
// each opening its steps. The ideas are read from the server and kept on the device, so one opens offline too.
import { useQuery } from '@tanstack/react-query';
import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { currentLanguage } from '@/client/lib/i18n';
import { rankIdeas, type EndingItem } from '@/shared/use-it-up';
import { ideasQuery, type Idea } from '../api/ideas';
import { IdeaDialog } from './idea-dialog';

/** How many ideas the card shows. */
const SHOWN = 3;

export function UseItUpCard({ items }: { items: EndingItem[] }) {
  const { t } = useTranslation(['fridge', 'foods']);
  const { data: all = [] } = useQuery(ideasQuery);
  const [opened, setOpened] = useState<Idea | null>(null);
  const lang = currentLanguage();
  const ideas = rankIdeas(
    all.map((idea) => ({ ...idea, title: idea[lang].title })),
    items,
  ).slice(0, SHOWN);
  if (ideas.length === 0) return null;
  const nameOf = (slug: string) => t(`foods:names.${slug}` as 'foods:names.pears', { defaultValue: slug });
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  const ending = [...new Set(items.map((i) => i.foodSlug))];

  return (
    <section aria-labelledby="use-it-up" className="mt-6 rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="use-it-up" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <ChefHat aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('useItUp.title')}
      </h2>
      <p className="mt-2 text-slate-700">
        {t('useItUp.intro', { count: ending.length, foods: list.format(ending.map(nameOf)) })}
      </p>
      <ul className="mt-3 space-y-2">
        {ideas.map((idea) => (
          <li key={idea.slug}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpened(idea)}
              className="flex min-h-11 w-full flex-col items-start rounded-2xl border border-slate-200 px-4 py-2 text-left hover:border-brand-700"
            >
              <span className="font-semibold text-brand-900">{idea.title}</span>
              <span className="text-sm text-slate-700">
                {t('useItUp.meta', {
                  minutes: idea.minutes,
                  foods: list.format(idea.foods.filter((f) => ending.includes(f)).map(nameOf)),
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {opened ? <IdeaDialog idea={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
