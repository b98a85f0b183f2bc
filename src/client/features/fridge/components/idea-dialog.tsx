// An idea to use up food, opened with its steps: from the "Use it up" card, or from the link a reminder
// carries (/fridge?idea=<slug>), which may name an idea since retired or not kept on this device.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/client/lib/use-translation';
import { Dialog } from '@/client/components/ui/dialog';
import { currentLanguage } from '@/client/lib/i18n';
import { ideasQuery, type Idea } from '../api/ideas';

export function IdeaDialog({ idea, onClose }: { idea: Idea; onClose: () => void }) {
  const { t } = useTranslation(['fridge', 'foods']);
  const lang = currentLanguage();
  const nameOf = (slug: string) => t(`foods:names.${slug}` as 'foods:names.pears', { defaultValue: slug });
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={idea[lang].title}
      description={t('useItUp.minutes', { count: idea.minutes })}
      closeLabel={t('useItUp.close')}
    >
      <p className="text-sm text-slate-700">
        {t('useItUp.uses', { foods: list.format(idea.foods.map(nameOf)) })}
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
        {idea[lang].steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Dialog>
  );
}

/** The idea a link names, once the ideas are known; a word instead when it is gone or cannot be read now. */
export function IdeaLinkDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation('fridge');
  const ideas = useQuery(ideasQuery);
  const idea = ideas.data?.find((i) => i.slug === slug);
  if (idea) return <IdeaDialog idea={idea} onClose={onClose} />;
  // Still being read (online): nothing yet.
  if (!ideas.data && !ideas.isError && ideas.fetchStatus !== 'paused') return null;
  const problem = ideas.data ? 'gone' : 'unavailable';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`useItUp.${problem}Title`)}
      description={t(`useItUp.${problem}`)}
      closeLabel={t('useItUp.close')}
    >
      {null}
    </Dialog>
  );
}
