// The OpenAPI document: served, and complete. Every route the app registers is in it, and everything in it is
// a route, except the few declared below; a few live answers are read with the shared response schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fridgeItemListResponse, fridgeItemResponse, foodListResponse } from '@/shared/responses/fridge';
import { profileResponse } from '@/shared/responses/account';
import { prizeListResponse } from '@/shared/responses/rewards';
import { browserClient } from '../../../tests/support/browser-client';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { ALLOWED } from '../auth/gateway';

/** Routes the document leaves out, as Hono registers them, and why. */
const NOT_DOCUMENTED = [
  // The auth gateway's catch-all: it passes an allow-list of the library's endpoints, each documented
  // under /api/auth/… and checked against that allow-list below.
  'GET /api/auth/*',
  'POST /api/auth/*',
  // The development outbox: only outside production, on this machine (mail/dev-routes.ts).
  'GET /dev/mail',
  'GET /dev/mail.json',
  'GET /dev/mail/:id',
];

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('http://localhost:3000/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(() => t.close());

/** Hono's `:param` as OpenAPI's `{param}`, and a trailing wildcard as `{path}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
}

/** The app's routes (method and Hono path) but the declared ones, in OpenAPI's notation. */
function registeredRoutes(): Set<string> {
  const routes = new Set<string>();
  const hono = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`));
  // The walk sees the routes at all, and each exclusion is still a route (the dev outbox is on in tests).
  expect(hono).toContain('GET /api/fridge-items');
  for (const route of NOT_DOCUMENTED) expect(hono, route).toContain(route);
  for (const route of t.app.routes) {
    // Middleware (app.use) is registered for every method: it is not a route of its own.
    if (route.method === 'ALL' || NOT_DOCUMENTED.includes(`${route.method} ${route.path}`)) continue;
    routes.add(`${route.method} ${openApiPath(route.path)}`);
  }
  return routes;
}

function documentedRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) routes.add(`${method.toUpperCase()} ${path}`);
  }
  return routes;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
  });

  it('has every route the app registers, but the declared ones', () => {
    const documented = documentedRoutes();
    const missing = [...registeredRoutes()].filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });

  it('has no route the app does not have; its auth endpoints are the ones the gateway lets through', () => {
    const registered = registeredRoutes();
    const extra = [...documentedRoutes()].filter((r) => !registered.has(r));
    const auth = extra.filter((r) => r.includes(' /api/auth/'));
    expect(extra.filter((r) => !auth.includes(r))).toEqual([]);
    expect(auth.length).toBeGreaterThan(10);
    for (const route of auth) {
      const [method, path] = route.split(' ') as [string, string];
      const example = path.slice('/api/auth'.length).replace(/\{\w+\}/g, 'abc-1');
      expect(
        ALLOWED.some((a) => a.method === method && a.path.test(example)),
        route,
      ).toBe(true);
    }
    // And each path the gateway lets through is documented, its alternatives spelt out.
    const expand = (source: string): string[] => {
      const group = /\(([^()]+)\)/.exec(source);
      if (!group) return [source.replace(/^\^|\$$/g, '').replace(/\\\//g, '/')];
      return group[1]!.split('|').flatMap((alt) => expand(source.replace(group[0], alt)));
    };
    const documentedAuth = new Set(auth.map((r) => r.replace(/\{\w+\}/g, '[\\w-]+')));
    const allowed = ALLOWED.flatMap((a) => expand(a.path.source).map((p) => `${a.method} /api/auth${p}`));
    expect(allowed.filter((route) => !documentedAuth.has(route))).toEqual([]);
  });

  it('gives every operation an answer and the shared error shape', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(1);
        expect(operation.responses['4XX'], `${method} ${path}`).toBeDefined();
        expect(operation.responses['5XX'], `${method} ${path}`).toBeDefined();
      }
    }
  });
});

describe('the shared response schemas', () => {
  it('read what the routes answer', async () => {
    const guest = browserClient(t, { lang: 'en' });
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200);
    const foods = foodListResponse.parse((await guest.get('/api/foods?limit=1000')).body);
    const added = await guest.post('/api/fridge-items', {
      foodId: foods[0]!.id,
      bagSize: 'M',
      customReminderDays: 2,
    });
    expect(added.status).toBe(201);
    const item = fridgeItemResponse.parse(added.body);
    expect(item.reminders).toHaveLength(2);
    const list = fridgeItemListResponse.parse((await guest.get('/api/fridge-items')).body);
    expect(list.map((i) => i.id)).toEqual([item.id]);
    profileResponse.parse((await guest.get('/api/account/profile')).body);
    prizeListResponse.parse((await guest.get('/api/prizes')).body);
  });
});
