// Turns validation keys and server errors into what a form shows: messages under fields, or the red box.
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { ApiError } from './api';

/** Schema messages are keys of the shared `validation` catalogue ("validation.emailInvalid"). */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (!message.startsWith('validation.')) return message;
      return t(message.slice('validation.'.length) as 'emailInvalid');
    },
    [t],
  );
}

/** The server's message for `field`, when the error names it. */
export function serverFieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields.find((f) => f.field === field)?.message : undefined;
}

/**
 * Puts the server's field errors under their fields; returns the message for the red box when the error
 * is not about one field (the thrown message, or the generic one when there is none).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (error instanceof ApiError) {
    const known = error.fields.filter((f) => (fields as readonly string[]).includes(f.field));
    for (const f of known) setError(f.field as Path<T>, { type: 'server', message: f.message });
    if (known.length > 0 && known.length === error.fields.length) return null;
    return error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
