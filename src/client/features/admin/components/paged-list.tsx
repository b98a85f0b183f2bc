// A list read a page at a time (the resources, the claims, the audit): its rows, a line when there are none,
// a refusal in the red box, and the pager under it when there is anything to page. `usePagedList` keeps the
// page shown while the next comes.
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { Alert } from '@/client/components/ui/alert';
import type { ListPage } from '@/client/lib/api';
import { Pager } from './pager';

export interface PagedListState<T> {
  query: UseQueryResult<ListPage<T>>;
  offset: number;
  setOffset(offset: number): void;
}

/** The page at the list's offset; `keyAt` names the page (the list, its filters and the offset). */
export function usePagedList<T>(
  keyAt: (offset: number) => readonly unknown[],
  fetchPage: (offset: number) => Promise<ListPage<T>>,
): PagedListState<T> {
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: keyAt(offset),
    queryFn: () => fetchPage(offset),
    placeholderData: keepPreviousData,
  });
  return { query, offset, setOffset };
}

interface PagedListProps<T> {
  list: PagedListState<T>;
  /** Said when the list has no rows. */
  empty: string;
  className: string;
  emptyClassName: string;
  itemKey(row: T): string | number;
  /** Each row's <li>. */
  children(row: T): ReactNode;
}

export function PagedList<T>({
  list,
  empty,
  className,
  emptyClassName,
  itemKey,
  children,
}: PagedListProps<T>) {
  const { query, offset, setOffset } = list;
  const rows = query.data?.rows ?? [];
  return (
    <>
      {query.isError ? <Alert>{query.error.message}</Alert> : null}
      <ul className={className} aria-busy={query.isFetching}>
        {rows.map((row) => (
          <Fragment key={itemKey(row)}>{children(row)}</Fragment>
        ))}
        {query.isSuccess && rows.length === 0 ? <li className={emptyClassName}>{empty}</li> : null}
      </ul>
      {query.data && query.data.total > 0 ? (
        <Pager offset={offset} shown={rows.length} total={query.data.total} onOffset={setOffset} />
      ) : null}
    </>
  );
}
