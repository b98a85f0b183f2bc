// Calls the app's API: sends the user's language, and turns the server's error shape into an ApiError.
import { currentLanguage, i18next } from './i18n';
import { browserTimeZone } from './time-zone';

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: FieldError[] };
  // better-auth answers `{ code, message }` at the top level.
  code?: string;
  message?: string;
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        'Accept-Language': currentLanguage(),
        // Reminders arrive at 09:00 in the user's time zone: the server learns it from the browser.
        'X-Time-Zone': browserTimeZone(),
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch {
    // The browser's own message ("Failed to fetch") is English whatever the user's language.
    throw new ApiError(0, 'network', i18next.t('common:requestFailed.network'));
  }
  const text = await res.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const e = (body ?? {}) as ErrorBody;
    throw new ApiError(
      res.status,
      e.error?.code ?? e.code ?? `http_${res.status}`,
      // Without our error shape (a proxy's page), the status text would be English: say it in the user's.
      e.error?.message ?? e.message ?? i18next.t('common:requestFailed.server', { status: res.status }),
      e.error?.fields ?? [],
    );
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
