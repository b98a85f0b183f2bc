// The achievements list on /prizes: tabs All, Completed, Available; each item opens to show its picture,
// title, description, points and the day it was completed.
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { memo, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { ACHIEVEMENTS, type Achievement } from '@/shared/achievements';
import { NeedsConnection, waitsForNetwork } from '@/client/components/needs-connection';
import { achievementTexts } from '@/client/lib/achievement-texts';
import { cn } from '@/client/lib/cn';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { useSession } from '@/client/lib/session';
import { achievementsQuery } from '../api/achievements';

const TABS = ['all', 'completed', 'available'] as const;

export function AchievementsSection() {
  const { t } = useTranslation('prizes');
  const { data: user } = useSession();
  const mine = useQuery({ ...achievementsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  // Offline with nothing kept: which are completed is unknown, so none is listed as available either.
  const unknown = Boolean(user) && waitsForNetwork(mine);
  const completed = new Map((mine.data ?? []).map((a) => [a.achievementCode, new Date(a.createdAt)]));
  const shown = ACHIEVEMENTS.filter((a) =>
    tab === 'all' ? true : tab === 'completed' ? completed.has(a.code) : !completed.has(a.code),
  ).sort((a, b) => Number(completed.has(b.code)) - Number(completed.has(a.code)));

  return (
    <section aria-labelledby="achievements" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="achievements" className="mb-1 text-lg font-semibold text-brand-900">
        {t('achievements.title')}
      </h2>
      {unknown ? (
        <NeedsConnection className="mt-3" />
      ) : (
        <AchievementsList
          shown={shown}
          completed={completed}
          progress={
            user
              ? t('achievements.progress', { done: completed.size, total: ACHIEVEMENTS.length })
              : t('achievements.signIn')
          }
          failed={mine.isError}
          tab={tab}
          setTab={setTab}
        />
      )}
    </section>
  );
}

interface AchievementsListProps {
  shown: Achievement[];
  completed: Map<string, Date>;
  progress: string;
  failed: boolean;
  tab: (typeof TABS)[number];
  setTab(tab: (typeof TABS)[number]): void;
}

function AchievementsList({ shown, completed, progress, failed, tab, setTab }: AchievementsListProps) {
  // The foods' names too, for the achievements of a new food.
  const { t } = useTranslation(['prizes', 'foods']);
  const [open, setOpen] = useState<string | null>(null);
  const lang = currentLanguage();
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">{progress}</p>
      {failed ? <p role="alert">{t('achievements.error')}</p> : null}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as (typeof TABS)[number])}>
        <Tabs.List aria-label={t('achievements.tabsLabel')} className="mb-3 flex gap-2">
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="min-h-11 rounded-full bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {t(`achievements.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab}>
          {shown.length === 0 ? (
            <p className="p-4 text-center text-slate-700">{t(`achievements.empty.${tab}`)}</p>
          ) : null}
          <ul className="divide-y divide-slate-100">
            {shown.map((a) => (
              <AchievementItem
                key={a.code}
                achievement={a}
                doneAt={completed.get(a.code)?.getTime()}
                expanded={open === a.code}
                setOpen={setOpen}
                t={t}
                lang={lang}
              />
            ))}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

interface AchievementItemProps {
  achievement: Achievement;
  /** When it was completed (milliseconds), if it was: a number, so that an item drawn again with it is left as it was. */
  doneAt: number | undefined;
  expanded: boolean;
  setOpen(code: string | null): void;
  t: ReturnType<typeof useTranslation<['prizes', 'foods']>>['t'];
  lang: ReturnType<typeof currentLanguage>;
}

// One achievement, a component of its own: React can pause between two of the 45 as it takes over the page
// (drawn in one piece, they held a slow phone's main thread for 60 to 80 ms), and opening one draws only it
// and the one it closes.
const AchievementItem = memo(function AchievementItem({
  achievement: a,
  doneAt,
  expanded,
  setOpen,
  t,
  lang,
}: AchievementItemProps) {
  const { title, description } = achievementTexts(t, a);
  const done = doneAt === undefined ? undefined : new Date(doneAt);
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={`achievement-${a.code}`}
        onClick={() => setOpen(expanded ? null : a.code)}
        className="flex w-full items-center gap-3 py-3 text-left"
      >
        <img
          src={`/images/achievements/${a.code}.jpg`}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className={cn('h-12 w-12 shrink-0 rounded-full', !done && 'opacity-40 grayscale')}
        />
        <span className="flex-1">
          <span className="block font-semibold text-brand-900">{title}</span>
          <span className="text-sm text-slate-700">
            {done ? t('achievements.completed') : t('achievements.available')}
          </span>
        </span>
        {done ? <Check aria-hidden="true" className="h-5 w-5 text-brand-700" /> : null}
        <ChevronDown
          aria-hidden="true"
          className={cn('h-5 w-5 text-slate-500 transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <div id={`achievement-${a.code}`} hidden={!expanded} className="pb-4 pl-15 text-sm text-slate-800">
        <p>{description}</p>
        <p className="mt-1 font-semibold">{t('achievements.points', { count: a.points })}</p>
        {done ? (
          <p className="mt-1 text-slate-700">
            {t('achievements.completedOn', { date: formatLongDate(done, lang) })}
          </p>
        ) : null}
      </div>
    </li>
  );
});
