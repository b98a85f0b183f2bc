// The API's paths, typed by the server's operations (`ApiOperation`): a path the server renames or drops fails
// the typecheck wherever the client names it. No runtime import of the server: its types alone.
import type { ApiOperation } from '@/server/openapi/operations';

export type Method = ApiOperation['method'];

/** The paths of the API's operations with that method, with OpenAPI's `{param}`. */
export type ApiPath<M extends Method = Method> = Extract<ApiOperation, { method: M }>['path'];

export type OperationAt<M extends Method, P extends string> = Extract<ApiOperation, { method: M; path: P }>;

export type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values of a path's `{param}`s. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string | number };

/** A path of the API with its parameters filled in (each one encoded). */
export function apiPath<P extends ApiPath>(
  path: P,
  ...[params]: [ParamNames<P>] extends [never] ? [] : [PathParams<P>]
) {
  return fillPath(path, params);
}

/** A path with its `{param}`s replaced by their values, each encoded. */
export function fillPath(path: string, params: unknown): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
