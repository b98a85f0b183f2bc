// Builds the OpenAPI 3.1 document from a table of operations whose bodies and answers are the zod schemas the
// routes validate and answer with; zod's own toJSONSchema writes each one (JSON Schema 2020-12, as 3.1 uses).
import { z } from 'zod';
import { errorResponse } from '@/shared/responses/errors';
import type { ListSpec } from '../query/build';
import type { Operation } from '../operation';

/** JSON Schema of what travels: a request as sent, an answer as received (instants as ISO strings). */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // Refinements (a birth date in the past, a safe link) have no JSON Schema; the prose of the field says it.
    unrepresentable: 'any',
  });
  return rest;
}

const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema) } });

const FILTER_KINDS: Record<string, string> = {
  int: 'integer',
  text: 'text',
  bool: 'true or false',
  timestamp: 'ISO 8601 instant',
  date: 'yyyy-MM-dd',
  uuid: 'uuid',
};

function listParameters(spec: ListSpec) {
  const page = [
    { name: 'limit', description: `At most ${spec.maxLimit}; ${spec.defaultLimit} when absent.` },
    { name: 'offset', description: 'Rows to skip.' },
    { name: 'order', description: 'Columns with .asc or .desc, comma-separated, e.g. created_at.desc.' },
    { name: 'and', description: 'A group of filters, e.g. (state.eq.stored,bag_size.in.(S,M)).' },
    { name: 'or', description: 'Filters of which one must hold, in the same syntax as and.' },
  ].map(({ name, description }) => ({
    name,
    in: 'query',
    description,
    schema: name === 'limit' || name === 'offset' ? { type: 'integer', minimum: 0 } : { type: 'string' },
  }));
  const filters = Object.entries(spec.columns).map(([name, column]) => ({
    name,
    in: 'query',
    description:
      `Filter on ${name} (${FILTER_KINDS[column.kind]}): eq, neq, is, gt, gte, lt, lte, in, like, ilike, ` +
      `optionally after not., e.g. ${name}=eq.value` +
      (column.values ? `; values: ${column.values.join(', ')}` : ''),
    schema: { type: 'string' },
  }));
  return [...page, ...filters];
}

function parametersOf(op: Operation) {
  const path = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = Object.entries(op.query ?? {}).map(([name, p]) => ({
    name,
    in: 'query',
    description: p.description,
    required: p.required ?? false,
    schema: jsonSchema(p.schema),
  }));
  const idempotency = op.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          description: 'Sent again with the same key, the change is made once and its first answer returned.',
          schema: { type: 'string', maxLength: 200 },
        },
        {
          name: 'X-Queued-By',
          in: 'header',
          description:
            'The account that queued the change on its device: when another one is signed in there now, the change is refused (401) and waits.',
          schema: { type: 'string' },
        },
      ]
    : [];
  return [...path, ...(op.list ? listParameters(op.list) : []), ...query, ...idempotency];
}

/** What a change's answer says besides its body (the fridge's changes, made once per Idempotency-Key). */
const CHANGE_HEADERS = {
  'X-User-Points':
    "The acting account's points once the change is made, for the screen to show without asking again (not on a replayed answer).",
};

function responsesOf(op: Operation) {
  const out: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(op.responses)) {
    const headers = {
      ...answer.headers,
      ...(op.idempotent && status.startsWith('2') ? CHANGE_HEADERS : {}),
    };
    out[status] = {
      description: answer.description,
      ...(Object.keys(headers).length > 0
        ? {
            headers: Object.fromEntries(
              Object.entries(headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      ...(answer.schema
        ? { content: json(answer.schema) }
        : answer.contentType
          ? { content: { [answer.contentType]: {} } }
          : {}),
    };
  }
  const refusal = (description: string) => ({ description, content: json(errorResponse) });
  if (op.access !== 'public') out['401'] ??= refusal('Not signed in.');
  if (op.access === 'admin') out['403'] ??= refusal('Not an admin.');
  if (op.body || op.form) out['422'] ??= refusal('A field is refused; `fields` says which and why.');
  if (op.path.includes('{')) out['404'] ??= refusal('No such thing (or not yours).');
  if (op.list) out['400'] ??= refusal('A filter, order or page it cannot read.');
  out['4XX'] = refusal(
    'Any other refusal, in the same shape (429 and 503 say in Retry-After when to try again).',
  );
  out['5XX'] = refusal('A failure, or a server too busy to answer (503), in the same shape.');
  return out;
}

function operationOf(op: Operation) {
  const parameters = parametersOf(op);
  return {
    tags: [op.tag],
    summary: op.summary,
    operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/(?:^|[/.-])(\w)/g, (_, c: string) => c.toUpperCase())}`,
    ...(op.access === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
    ...(op.form
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: jsonSchema(op.form) } },
          },
        }
      : {}),
    responses: responsesOf(op),
  };
}

export function openApiDocument(operations: readonly Operation[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationOf(op);
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      license: { name: 'Proprietary: all rights reserved.', identifier: 'LicenseRef-Proprietary' },
      description:
        'Every refusal is `{ error: { code, message, fields? } }`, its message in the language of the account ' +
        '(with a session) or of Accept-Language. Changes need an Origin (or Referer) of the site.',
    },
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'fridge.session_token',
          description: 'Set by the sign-in endpoints; named __Secure-fridge.session_token under HTTPS.',
        },
      },
    },
    security: [{ session: [] }],
    // The document is served by the app it describes, at the same address.
    servers: [{ url: '/', description: 'This server.' }],
    paths,
  };
}
