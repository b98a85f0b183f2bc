// Property-based fuzzing of every endpoint that changes data, and of the list queries: whatever arrives, the
// answer is never a 5xx, a refusal has the usual error body with translated messages, and changes nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import {
  ENDPOINTS,
  exampleOf,
  MEMBER_PASSWORD,
  type Caller,
  type Existing,
} from '../../../tests/support/fuzz/catalogue';
import { listQueries } from '../../../tests/support/fuzz/queries';
import { bodies, edgeBodies, pathIds, type Json } from '../../../tests/support/fuzz/values';
import { mailLeftSettled } from '../mail/after-answer';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { grantAdmin } from '../admin/grant';
import { couponResource, foodResource, ideaResource, prizeResource } from '../admin/resources';
import { ALLOWED } from '../auth/gateway';
import { foodListSpec } from '../foods/service';
import { fridgeListSpec } from '../fridge/item-views';
import type { ListSpec } from '../query/build';

/** Fixed, so a run is repeatable; a failure prints its seed, and FUZZ_SEED=<seed> (with FUZZ_RUNS) replays it. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_906);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Jar = Map<string, string>;

let t: TestApp;
let ipCount = 0;
const jars = new Map<Exclude<Caller, 'fresh-guest' | 'nobody'>, Jar>();
let existing: Existing;
const pendingMail = new Set<Promise<unknown>>();

interface Answer {
  status: number;
  body: unknown;
}

/**
 * One request as a browser sends it, from an address of its own (the auth endpoints limit each address),
 * keeping the cookies it is given.
 */
async function send(jar: Jar, method: string, path: string, body?: Json): Promise<Answer> {
  const n = ++ipCount;
  const headers: Record<string, string> = {
    Origin: 'http://localhost:3000',
    'Accept-Language': n % 2 ? 'en' : 'it',
    'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await t.request(`http://localhost:3000${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    redirect: 'manual',
  });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(eq + 1) === '' || /max-age=0/i.test(cookie)) jar.delete(pair.slice(0, eq));
    else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: reported by the shape check when it is a refusal
  }
  await mailSent();
  return { status: res.status, body: parsed };
}

/** E-mails go out just after an answer: waiting for them keeps them from passing for the next request's writes. */
async function mailSent(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.allSettled([...pendingMail]);
}

/** What is wrong with a refusal's body, if anything: `{ error: { code, message, fields? } }`, translated. */
function errorBodyProblem(body: unknown): string | undefined {
  const untranslated = (text: unknown) =>
    typeof text !== 'string' || text.trim() === '' || /^(errors|validation)\.[\w.]+$/.test(text);
  const isErrorBody = typeof body === 'object' && body !== null && Object.keys(body).join() === 'error';
  if (!isErrorBody) return 'not { error }';
  const error = (body as { error: Record<string, unknown> }).error;
  if (Object.keys(error).some((k) => !['code', 'message', 'fields'].includes(k))) return 'unexpected keys';
  if (typeof error.code !== 'string' || !/^[a-z0-9_]+$/.test(error.code)) return 'bad code';
  if (untranslated(error.message)) return 'message missing or untranslated';
  if (error.fields === undefined) return undefined;
  if (!Array.isArray(error.fields)) return 'fields not a list';
  for (const f of error.fields as Record<string, unknown>[]) {
    if (typeof f.field !== 'string' || untranslated(f.message) || Object.keys(f).length !== 2) {
      return `bad field ${JSON.stringify(f)}`;
    }
  }
  return undefined;
}

async function jarOf(caller: Caller): Promise<Jar> {
  if (caller === 'nobody') return new Map();
  if (caller === 'fresh-guest') {
    const jar: Jar = new Map();
    await send(jar, 'POST', '/api/auth/sign-in/anonymous', {});
    return jar;
  }
  return jars.get(caller)!;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  const mailer = t.mailer;
  const sendMail = mailer.send.bind(mailer);
  mailer.send = (message) => {
    const sending = sendMail(message);
    pendingMail.add(sending);
    void sending.finally(() => pendingMail.delete(sending)).catch(() => undefined);
    return sending;
  };

  const guest = browserClient(t, { ip: '10.255.0.1' });
  await guest.post('/api/auth/sign-in/anonymous');
  const member = browserClient(t, { ip: '10.255.0.2' });
  await signUpVerified(t, member, 'fuzz-member@example.com', MEMBER_PASSWORD);
  const admin = browserClient(t, { ip: '10.255.0.3' });
  await signUpVerified(t, admin, 'fuzz-admin@example.com', MEMBER_PASSWORD);
  expect(await grantAdmin(t.database.db, 'fuzz-admin@example.com')).toBe('granted');
  jars.set('guest', guest.cookies).set('member', member.cookies).set('admin', admin.cookies);

  const foods = (await admin.get<{ id: number; slug: string }[]>('/api/admin/foods')).body;
  const carrots = foods.find((f) => f.slug === 'carrots')!.id;
  const item = await guest.post<{ id: string; reminders: { id: string; isDefault: boolean }[] }>(
    '/api/fridge-items',
    { foodId: carrots, bagSize: 'S', customReminderDays: 10 },
  );
  // A prize of the first level (the member may claim it) and a coupon, for the paths with an id.
  const prize = await admin.post<{ id: number }>('/api/admin/prizes', {
    slug: 'fuzz-prize',
    minLevel: 1,
    titleIt: 'Un grembiule',
    titleEn: 'An apron',
    descriptionIt: 'Un grembiule da cucina.',
    descriptionEn: 'A kitchen apron.',
  });
  const coupon = await admin.post<{ id: number }>('/api/admin/coupons', {
    code: 'FUZZ-COUPON',
    percent: 10,
    validFrom: '2026-01-01T00:00:00Z',
    validTo: '2027-01-01T00:00:00Z',
    titleIt: 'Sconto',
    titleEn: 'Discount',
    descriptionIt: 'Uno sconto.',
    descriptionEn: 'A discount.',
    readMoreUrl: '/terms',
  });
  const [idea] = (await admin.get<{ id: number }[]>('/api/admin/ideas?limit=1')).body;
  expect([item.status, prize.status, coupon.status]).toEqual([201, 201, 201]);
  await mailSent();
  existing = {
    carrots,
    foodId: foods[0]!.id,
    itemId: item.body.id,
    reminderId: item.body.reminders.find((r) => !r.isDefault)!.id,
    prizeId: prize.body.id,
    couponId: coupon.body.id,
    ideaId: idea!.id,
  };
});
afterAll(() => t.close());

describe('every endpoint that changes data, with bodies derived from its valid example and any JSON', () => {
  it('covers every route that changes data, and the auth endpoints the gateway lets through', () => {
    const covered = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    const routes = t.app.routes
      .filter((r) => r.method !== 'GET' && r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`)
      // The gateway's wildcard is checked against its allow-list below; the picture is a multipart form.
      .filter((route) => route !== 'POST /api/auth/*' && route !== 'POST /api/account/picture');
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    // Each path the gateway lets through for a POST, its alternatives spelt out: sign-in/(email|anonymous).
    const expand = (source: string): string[] => {
      const group = /\(([^()]+)\)/.exec(source);
      if (!group) return [source.replace(/^\^|\$$/g, '').replace(/\\\//g, '/')];
      return group[1]!.split('|').flatMap((alt) => expand(source.replace(group[0], alt)));
    };
    const gateway = ALLOWED.filter((a) => a.method === 'POST' && !a.path.source.includes('callback'));
    const allowed = gateway.flatMap((a) => expand(a.path.source)).map((path) => `POST /api/auth${path}`);
    expect(allowed.length).toBeGreaterThan(10);
    expect(allowed.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('starts from valid examples: each one passes its shared schema', () => {
    for (const endpoint of ENDPOINTS) {
      if (!endpoint.schema) continue;
      const [example] = fc.sample(exampleOf(endpoint, existing), { numRuns: 1, seed: SEED });
      const parsed = endpoint.schema.safeParse(example);
      expect(parsed.success, `${endpoint.method} ${endpoint.path}: ${JSON.stringify(parsed.error)}`).toBe(
        true,
      );
    }
  });

  // One property per endpoint, all from the same seed (their values differ, as their examples do). The
  // runs start with one body per field and class of value known to be dangerous (edgeBodies), then RUNS
  // random ones.
  it.each(ENDPOINTS.map((endpoint, index) => [endpoint.method, endpoint.path, index] as const))(
    '%s %s',
    async (_method, _path, index) => {
      const endpoint = ENDPOINTS[index]!;
      const example = exampleOf(endpoint, existing);
      const realId = endpoint.id?.(existing) ?? '';
      const ids = endpoint.id ? pathIds([realId]) : fc.constant('');
      const [valid] = fc.sample(example, { numRuns: 1, seed: SEED });
      const edges = edgeBodies(valid!).map((body): [Json, string] => [body, realId]);
      const property = fc.asyncProperty(bodies(example), ids, async (body, id) => {
        const jar = await jarOf(endpoint.caller);
        const url = endpoint.path.replace(/:[a-zA-Z]+/, id);
        // What an earlier, accepted request left for after its answer (its e-mail) is done before looking.
        await mailLeftSettled(t.mailer);
        const before = await tablesDigest(t);
        const answer = await send(jar, endpoint.method, url, body);
        const label = `${endpoint.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} -> ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
        if (answer.status >= 500) throw new Error(`server error: ${label}`);
        if (answer.status < 400) return;
        const problem = errorBodyProblem(answer.body);
        if (problem) throw new Error(`${problem}: ${label}`);
        const after = await tablesDigest(t);
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length > 0) throw new Error(`refused, yet ${changed.join(', ')} changed: ${label}`);
      });
      await fc.assert(property, { seed: SEED, numRuns: edges.length + RUNS, examples: edges });
    },
  );
});

describe('list queries', () => {
  const lists: [caller: Caller, path: string, spec: ListSpec][] = [
    ['nobody', '/api/foods', foodListSpec],
    ['guest', '/api/fridge-items', fridgeListSpec],
    ['admin', '/api/admin/foods', foodResource.listSpec],
    ['admin', '/api/admin/prizes', prizeResource.listSpec],
    ['admin', '/api/admin/coupons', couponResource.listSpec],
    ['admin', '/api/admin/ideas', ideaResource.listSpec],
  ];

  it.each(lists)('%s %s: 200 or a malformed query, never a 5xx', async (caller, path, spec) => {
    const jar = await jarOf(caller);
    const kinds = Object.fromEntries(Object.entries(spec.columns).map(([name, c]) => [name, c.kind]));
    const property = fc.asyncProperty(listQueries(kinds), async (query) => {
      const answer = await send(jar, 'GET', `${path}?${query}`);
      const label = `${path}?${query} -> ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`;
      if (answer.status !== 200 && answer.status !== 400) throw new Error(`unexpected status: ${label}`);
      const problem = answer.status === 400 ? errorBodyProblem(answer.body) : undefined;
      if (problem) throw new Error(`${problem}: ${label}`);
    });
    await fc.assert(property, { seed: SEED, numRuns: 4 * RUNS });
  });
});
