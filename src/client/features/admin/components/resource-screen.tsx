// The screen of one resource (foods, prizes, coupons or ideas): a searched, paged list of its rows, each to
// change or delete (after a question); the form in the list's place while a row is made or changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { currentLanguage } from '@/client/lib/i18n';
import { adminKeys } from '@/client/lib/query-keys';
import { toast } from '@/client/lib/toast';
import { pictureUrl, resourceRequests, type AdminRows, type ResourceName } from '../api/resources';
import { PagedList, usePagedList } from './paged-list';
import type { ResourceConfig } from './resource-configs';
import { ResourceForm } from './resource-form';
import { SearchForm } from './search-form';

export function ResourceScreen<N extends ResourceName>({ config }: { config: ResourceConfig<N> }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminRows[N] | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRows[N] | null>(null);
  const requests = resourceRequests(config.name);
  const list = usePagedList(
    (offset) => adminKeys.list(config.name, { search, offset }),
    (offset) => requests.list({ search, offset }, config.searchColumns),
  );
  const remove = useMutation({
    mutationFn: (id: number) => requests.remove(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.resource(config.name) }),
  });
  const name: ResourceName = config.name;
  const heading = t(`resources.${name}.title`);

  if (editing) {
    const row = editing === 'new' ? undefined : editing;
    const title = row
      ? t(`resources.${name}.edit`, { name: config.summary(row, currentLanguage()).title })
      : t(`resources.${name}.new`);
    return (
      <section aria-labelledby="admin-form-title">
        <h2 id="admin-form-title" className="mb-4 text-xl font-bold text-brand-900">
          {title}
        </h2>
        <ResourceForm
          config={config}
          {...(row ? { row } : {})}
          onSaved={setEditing}
          onDone={() => setEditing(null)}
        />
      </section>
    );
  }

  async function confirmDelete(row: AdminRows[N]) {
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('list.deleted'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('form.failed'));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section aria-labelledby="admin-list-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-list-title" className="text-xl font-bold text-brand-900">
          {heading}
        </h2>
        <Button onClick={() => setEditing('new')}>{t(`resources.${name}.new`)}</Button>
      </div>
      <SearchForm
        label={t(`resources.${name}.search`)}
        onSearch={(text) => {
          setSearch(text);
          list.setOffset(0);
        }}
      />
      <PagedList
        list={list}
        empty={t('list.empty')}
        className="mt-4 divide-y divide-slate-200 rounded-3xl bg-white px-4 shadow-sm sm:px-5"
        emptyClassName="py-4 text-slate-700"
        itemKey={(row) => row.id}
      >
        {(row) => {
          const summary = config.summary(row, currentLanguage());
          const picture = config.picture ? pictureUrl((row as AdminRows['foods']).imagePath) : null;
          return (
            <li className="flex flex-wrap items-center gap-3 py-3">
              {config.picture ? (
                picture ? (
                  <img
                    src={picture}
                    alt=""
                    width={44}
                    height={44}
                    className="h-11 w-11 rounded-xl object-contain"
                  />
                ) : (
                  <span aria-hidden="true" className="h-11 w-11 rounded-xl bg-brand-50" />
                )
              ) : null}
              <div className="min-w-0 flex-1 basis-44">
                <p className="font-semibold break-words text-slate-900">
                  {summary.title}
                  {summary.inactive ? (
                    <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      {t('list.inactive')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm break-words text-slate-700">{summary.detail}</p>
              </div>
              <div className="ml-auto flex gap-2">
                <Button
                  variant="outline"
                  aria-label={t('list.editNamed', { name: summary.title })}
                  onClick={() => setEditing(row)}
                >
                  {t('list.edit')}
                </Button>
                <Button
                  variant="dangerGhost"
                  aria-label={t('list.deleteNamed', { name: summary.title })}
                  onClick={() => setDeleting(row)}
                >
                  {t('list.delete')}
                </Button>
              </div>
            </li>
          );
        }}
      </PagedList>
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.confirmTitle')}
        text={
          deleting ? t('list.confirmText', { name: config.summary(deleting, currentLanguage()).title }) : ''
        }
        confirm={t('list.delete')}
        cancel={t('form.cancel')}
        closeLabel={t('close')}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </section>
  );
}
