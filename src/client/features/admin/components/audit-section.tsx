// The audit list: every admin change, newest first, a page at a time (who, what, which row, when).
import { useTranslation } from '@/client/lib/use-translation';
import { adminKeys } from '@/client/lib/query-keys';
import { auditPage } from '../api/reviews';
import { PagedList, usePagedList } from './paged-list';
import { when } from './when';

const RESOURCES = ['foods', 'prizes', 'coupons', 'ideas', 'prize-claims'] as const;

export function AuditSection() {
  const { t } = useTranslation('admin');
  const list = usePagedList((offset) => adminKeys.list('audit', { offset }), auditPage);
  const resource = (name: string) =>
    (RESOURCES as readonly string[]).includes(name)
      ? t(`audit.resources.${name as (typeof RESOURCES)[number]}`)
      : name;
  return (
    <section aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="mb-2 text-xl font-bold text-brand-900">
        {t('audit.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('audit.intro')}</p>
      <PagedList
        list={list}
        empty={t('audit.none')}
        className="divide-y divide-slate-200 rounded-3xl bg-white px-4 shadow-sm sm:px-5"
        emptyClassName="py-4 text-slate-700"
        itemKey={(entry) => entry.id}
      >
        {(entry) => (
          <li className="py-3 text-sm">
            <p className="font-semibold break-words text-slate-900">
              {t('audit.what', {
                action: t(`audit.actions.${entry.action}`),
                resource: resource(entry.resource),
                id: entry.resourceId,
              })}
            </p>
            <p className="break-words text-slate-700">
              {when(entry.createdAt)} · {entry.adminEmail}
            </p>
          </li>
        )}
      </PagedList>
    </section>
  );
}
