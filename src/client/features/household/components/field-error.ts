// The message of a change the server refused, where the household's forms show it.
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { ApiError } from '@/client/lib/api';
import { serverFieldMessage } from '@/client/lib/form-errors';
import { toast } from '@/client/lib/toast';

/**
 * The message of a refused change: under its field when the server names one, or asks to wait before trying
 * again (too many wrong codes: the wait stays in sight where the code is typed); else as a toast.
 */
export function useFieldError(field: string) {
  const { t } = useTranslation('household');
  const [error, setError] = useState<string>();
  const onError = (e: Error) => {
    const wait = e instanceof ApiError && e.status === 429 ? e.message : undefined;
    const message = serverFieldMessage(e, field) ?? wait;
    if (message) setError(message);
    else toast.error(e instanceof ApiError ? e.message : t('failed'));
  };
  return { error, setError, onError };
}
