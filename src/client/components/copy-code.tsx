// A code to read out or paste (a prize's redemption code, a coupon): large, monospaced, with a copy button.
import { Copy } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';

export function CopyCode({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation('prizes');
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('code.copied'));
    } catch {
      toast.error(t('code.copyFailed', { code }));
    }
  }
  return (
    <div className="mt-2 flex items-center gap-2 rounded-2xl border border-dashed border-brand-700 bg-brand-50 py-1 pr-1 pl-3">
      <span className="sr-only">{label}</span>
      <code className="min-w-0 flex-1 truncate font-mono text-base font-bold tracking-wider text-brand-900">
        {code}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-white"
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
        {t('code.copy')}
        <span className="sr-only">{label}</span>
      </button>
    </div>
  );
}
