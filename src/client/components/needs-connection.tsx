// What a screen (or a part of one) shows offline when it has nothing kept from an earlier visit: that it needs
// a connection once, rather than a spinner that never ends or an empty state that is not true ("0 completed").
import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { cn } from '@/client/lib/cn';

/** The query has no data and waits for a network to read it: offline, never read on this device. */
export function waitsForNetwork(query: Pick<UseQueryResult, 'isPending' | 'fetchStatus'>): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}

export function NeedsConnection({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={cn('flex items-start gap-2 text-slate-800', className)}>
      <CloudOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
      {t('offline.needsConnection')}
    </p>
  );
}
