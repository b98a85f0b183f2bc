// What a screen shows when its code could not be loaded: it tries again by itself a couple of times, then
// says so in plain words (offline or not) and offers to reload the app.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { useOnline } from '@/client/lib/online';
import { backoffDelay } from '@/shared/backoff';
import { Button } from './ui/button';

const AUTOMATIC_RETRIES = 2;
// Counted for the page's life: a file that keeps failing is not fetched in a loop.
let retried = 0;

export function ChunkError({ reset }: { reset?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const router = useRouter();
  const online = useOnline();
  const retrying = online && reset !== undefined && retried < AUTOMATIC_RETRIES;

  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(
      () => {
        retried += 1;
        // Loading the route again fetches its code again; then the screen is drawn anew.
        void router.invalidate().then(() => reset?.());
      },
      backoffDelay(retried, { base: 1000 }),
    );
    return () => clearTimeout(timer);
  }, [retrying, router, reset]);

  if (retrying) return <p className="px-4 py-10 text-center text-slate-700">{t('loading')}</p>;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-10 text-center">
      <p className="text-lg font-bold text-slate-900">{t('error.chunkTitle')}</p>
      {online ? null : <p className="mt-2 text-slate-700">{t('error.chunkOffline')}</p>}
      <div className="mt-4 flex justify-center">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </div>
    </div>
  );
}
