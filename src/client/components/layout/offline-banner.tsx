// Says the app is offline and how recent what it shows is ("Offline — last updated 14:05"); changes made
// meanwhile are kept and sent when the network is back.
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { dateFormatter } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { useOnline } from '@/client/lib/online';

export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const updated = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.dataUpdatedAt),
  );
  const time = dateFormatter(currentLanguage(), { hour: '2-digit', minute: '2-digit' }).format(updated);
  return (
    <p
      role="status"
      className="sticky top-0 z-30 flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-sm font-semibold text-white"
    >
      <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      {updated > 0 ? t('offline.banner', { time }) : t('offline.bannerNever')}
    </p>
  );
}
