// An operation of the API: its method, path, request and answers, declared once beside its route. The route is
// registered from it (at its path, with its body schema and answer schemas), the OpenAPI document is written
// from it, and the client's calls are typed from it, so none of the three can drift from the others.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Sent } from '@/shared/responses/wire';
import type { ListSpec } from './query/build';
import { jsonBody, validateBody } from './http/validate';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Answer {
  description: string;
  /** A JSON body; none for 204 and redirects. */
  schema?: z.ZodType;
  /** Another kind of body (a stream, a page, a file). */
  contentType?: string;
  headers?: Readonly<Record<string, string>>;
}

export interface QueryParam {
  schema: z.ZodType;
  description: string;
  required?: boolean;
}

export interface Operation {
  method: Method;
  /** The full path, with OpenAPI's `{param}`. */
  path: string;
  tag: string;
  summary: string;
  /** Who may call it: anyone, a signed-in user (a guest counts), an admin. */
  access: 'public' | 'session' | 'admin';
  /** A list read with PostgREST's filters over these columns (query/parse.ts). */
  list?: ListSpec;
  query?: Readonly<Record<string, QueryParam>>;
  body?: z.ZodType;
  /** A multipart form instead of JSON (the profile picture). */
  form?: z.ZodType;
  /** Accepts an Idempotency-Key header (http/idempotency.ts). */
  idempotent?: boolean;
  responses: Readonly<Record<number, Answer>>;
}

/** An operation with its method, path and schemas kept as literal types (for the typed client). */
export function operation<const O extends Operation>(op: O): O {
  return op;
}

export const RANGE = { 'Content-Range': 'The rows answered and the total, e.g. 0-9/24.' } as const;
export const RETRY = { 'Retry-After': 'Seconds to wait (429).' } as const;
export const empty = (description: string) => ({ description });

/** The schema of an operation's answer with that status. */
export type AnswerSchema<O extends Operation, S extends keyof O['responses']> = O['responses'][S] extends {
  schema: infer Z extends z.ZodType;
}
  ? Z
  : never;

/** JSON statuses of an operation: those whose answer has a schema. */
type JsonStatus<O extends Operation> = {
  [S in keyof O['responses'] & number]: O['responses'][S] extends { schema: z.ZodType } ? S : never;
}[keyof O['responses'] & number];

/** What a route's handler is given besides the request: its operation's body and answers, typed. */
export interface OperationIo<O extends Operation> {
  /**
   * The request's JSON body, validated with the operation's schema (422 naming each field, else). A body that
   * is not JSON is a 400, or is read as `notJson` when the route gives one (an optional body).
   */
  body(options?: { notJson: unknown }): Promise<O['body'] extends z.ZodType ? z.output<O['body']> : never>;
  /** A JSON answer with one of the operation's statuses, in the shape its schema gives. */
  reply<S extends JsonStatus<O>>(status: S, body: Sent<AnswerSchema<O, S>>): Response;
}

export type Handler<O extends Operation> = (c: Context, io: OperationIo<O>) => Response | Promise<Response>;

export interface Route {
  op: Operation;
  handler: (c: Context) => Response | Promise<Response>;
  /** Middleware of this route alone, ahead of its handler. */
  before: MiddlewareHandler[];
}

/** A route of the API: an operation and what answers it. */
export function route<O extends Operation>(
  op: O,
  handler: Handler<O>,
  { before = [] }: { before?: MiddlewareHandler[] } = {},
): Route {
  return {
    op,
    before,
    handler: (c) =>
      handler(c, {
        body: async (options) => {
          if (!op.body) throw new Error(`${op.method} ${op.path} declares no body`);
          const raw = options ? await c.req.json().catch(() => options.notJson) : await jsonBody(c);
          return validateBody(op.body, raw) as never;
        },
        reply: (status, body) => c.json(body, status as ContentfulStatusCode),
      }),
  };
}

/** Hono's `:param` for OpenAPI's `{param}`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The routes as one Hono app, each at its operation's full path; `before` runs ahead of every one of them. */
export function routesOf(routes: readonly Route[], before?: MiddlewareHandler): Hono {
  const app = new Hono();
  for (const route of routes) {
    const middleware = before ? [before, ...route.before] : route.before;
    // Hono's overloads of `on` name each handler's place; a list of them is typed by the widest.
    const on = app.on.bind(app) as (method: string, path: string, ...handlers: MiddlewareHandler[]) => Hono;
    on(
      route.op.method.toUpperCase(),
      honoPath(route.op.path),
      ...middleware,
      route.handler as MiddlewareHandler,
    );
  }
  return app;
}
