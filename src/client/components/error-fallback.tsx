// What a screen shows when it fails to render or load: a generic message and a toggle to see the error;
// for code that could not be loaded, retries and then a reload (chunk-error.tsx).
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { isChunkLoadError } from '@/client/lib/chunk-retry';
import { ChunkError } from './chunk-error';
import { Button } from './ui/button';

export function ErrorFallback({ error, reset }: { error: unknown; reset?: () => void }) {
  // A screen whose code did not arrive is not a bug to show: it is tried again, then a reload is offered.
  if (isChunkLoadError(error)) return <ChunkError reset={reset} />;
  return <ErrorDetails error={error} reset={reset} />;
}

function ErrorDetails({ error, reset }: { error: unknown; reset?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-10 text-center">
      <p className="text-lg font-bold text-red-800">{t('error.title')}</p>
      <div className="mt-4 flex justify-center gap-2">
        <Button variant="outline" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
          {shown ? t('error.hide') : t('error.show')}
        </Button>
        {reset ? <Button onClick={reset}>{t('error.retry')}</Button> : null}
      </div>
      {shown ? (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-red-50 p-3 text-left text-sm whitespace-pre-wrap text-red-900">
          {message}
        </pre>
      ) : null}
    </div>
  );
}
