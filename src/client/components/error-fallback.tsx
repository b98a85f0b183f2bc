// What a screen shows when it fails to render or load: a generic message and a toggle to see the error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

export function ErrorFallback({ error, reset }: { error: unknown; reset?: () => void }) {
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
