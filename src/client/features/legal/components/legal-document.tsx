// A legal text: title, date of the last update and its sections.
import { useTranslation } from '@/client/lib/use-translation';
import { PageHeading } from '@/client/components/ui/page-heading';

export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true });
  return (
    <article>
      <PageHeading title={t(`${document}.title`)}>{t('updated')}</PageHeading>
      <div className="space-y-5">
        {sections.map((section) => (
          // A section with an id can be linked to, such as a coupon's "Read more" to /terms#rewards.
          <section key={section.title} id={'id' in section ? section.id : undefined} className="scroll-mt-20">
            <h2 className="text-lg font-semibold text-brand-900">{section.title}</h2>
            <p className="mt-1 text-slate-800">{section.text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
