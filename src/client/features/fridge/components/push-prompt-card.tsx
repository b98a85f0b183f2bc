// Offered once, right after the first item goes in the fridge (never before, when a notification would mean
// nothing yet): shall this phone be told before food goes off? A card above the shelves, not a dialog, so it
// covers nothing. "Not now" is remembered on this device; the profile's switch stays there for later.
import { BellRing } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { PushPermissionError, subscribePush } from '@/client/lib/push';
import { toast } from '@/client/lib/toast';
import { pushPromptAnswered } from '../lib/push-prompt';

export function PushPromptCard({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge']);
  const close = () => {
    pushPromptAnswered();
    onClose();
  };
  async function turnOn() {
    close();
    try {
      await subscribePush();
      toast.success(t('pushPrompt.on'));
    } catch (error) {
      toast.info(t(error instanceof PushPermissionError ? 'pushPrompt.notAllowed' : 'pushPrompt.failed'));
    }
  }
  return (
    <section aria-labelledby="push-prompt" className="mb-4 rounded-3xl bg-white p-5 shadow-sm">
      <h2 id="push-prompt" className="flex items-center gap-2 font-semibold text-brand-900">
        <BellRing aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('pushPrompt.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('pushPrompt.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void turnOn()}>{t('pushPrompt.turnOn')}</Button>
        <Button variant="ghost" onClick={close}>
          {t('pushPrompt.notNow')}
        </Button>
      </div>
    </section>
  );
}
