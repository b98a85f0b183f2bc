// Calls the app's API: sends the user's language, and turns the server's error shape into an ApiError. Calls
// are typed by the server's operations (`ApiOperation`, gathered from each route's contract): a path, a body
// field or an answer's field that the server renames fails the typecheck here.
import type { z } from 'zod';
import {
  fillPath,
  type ApiPath,
  type Method,
  type OperationAt,
  type ParamNames,
  type PathParams,
} from './api-path';
import type { Wire } from '@/shared/responses/wire';
import { currentLanguage } from './i18n';
import { browserTimeZone } from './time-zone';
import { appText } from './use-translation';

type SchemaAt<O, S extends number> = O extends {
  responses: { [K in S]: { schema: infer Z extends z.ZodType } };
}
  ? Wire<Z>
  : never;

/** What a successful call answers: the JSON of its 200 or 201, or nothing. */
export type ApiAnswer<O> = [SchemaAt<O, 200>] extends [never]
  ? [SchemaAt<O, 201>] extends [never]
    ? void
    : SchemaAt<O, 201>
  : SchemaAt<O, 200>;

type JsonBody<O> = O extends { body: infer B extends z.ZodType } ? z.input<B> : never;

interface CallOptions {
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A body that is not JSON (the picture's form). */
  form?: FormData;
}

type CallArgs<O, P extends string> = ([ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: PathParams<P> }) &
  ([JsonBody<O>] extends [never] ? { json?: never } : { json: JsonBody<O> }) &
  CallOptions;

/** Options are needed when the path has parameters or the operation a body. */
type Rest<O, P extends string> = [ParamNames<P>] extends [never]
  ? [JsonBody<O>] extends [never]
    ? [options?: CallArgs<O, P>]
    : [options: CallArgs<O, P>]
  : [options: CallArgs<O, P>];

/** Calls one of the API's operations; its answer is typed by the operation's schema. */
export async function api<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: Rest<OperationAt<M, P>, P>
): Promise<ApiAnswer<OperationAt<M, P>>> {
  return (await call(method, path, options as CallArgs<unknown, string> | undefined)).body as ApiAnswer<
    OperationAt<M, P>
  >;
}

/** A page of a list, and how many rows the whole list has. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

type Row<A> = A extends readonly (infer R)[] ? R : never;

/** Reads a page of a list the server counts: its rows, and the total its `Content-Range` (`0-9/24`) gives. */
export async function apiPage<P extends ApiPath<'get'>>(
  path: P,
  ...[options]: Rest<OperationAt<'get', P>, P>
): Promise<ListPage<Row<ApiAnswer<OperationAt<'get', P>>>>> {
  const { body, headers } = await call('get', path, options as CallArgs<unknown, string> | undefined);
  const rows = (body ?? []) as Row<ApiAnswer<OperationAt<'get', P>>>[];
  const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? rows.length);
  return { rows, total };
}

function call(method: Method, path: string, options: CallArgs<unknown, string> | undefined) {
  const { params, json, query, headers, signal, form } = options ?? {};
  let url = fillPath(path, params);
  if (query) {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    url += `?${search.toString()}`;
  }
  return send(url, {
    method: method.toUpperCase(),
    ...(headers ? { headers } : {}),
    ...(signal ? { signal } : {}),
    ...(form ? { body: form } : {}),
    ...(json !== undefined ? { json } : {}),
  });
}

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

async function send(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ body: unknown; headers: Headers }> {
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
    throw new ApiError(0, 'network', appText('common:requestFailed.network'));
  }
  const text = await res.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const e = (body ?? {}) as ErrorBody;
    throw new ApiError(
      res.status,
      e.error?.code ?? e.code ?? `http_${res.status}`,
      // Without our error shape (a proxy's page), the status text would be English: say it in the user's.
      e.error?.message ?? e.message ?? appText('common:requestFailed.server', { status: res.status }),
      e.error?.fields ?? [],
    );
  }
  return { body, headers: res.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
