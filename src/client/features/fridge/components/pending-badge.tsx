// Marks an item whose change waits on this device to be sent (offline, or the server not reached yet).
import { CloudUpload } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';

export function PendingBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('fridge');
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ${className}`}
    >
      <CloudUpload aria-hidden="true" className="h-3.5 w-3.5" />
      {t('outbox.pending')}
    </span>
  );
}
