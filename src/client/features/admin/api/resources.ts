// The requests of the four resources an admin manages (foods, prizes, coupons, ideas): a page of the list with
// a search, create, change, delete; and a food's picture. Each resource has the same five operations on the
// server (admin/contract.ts), so one function serves them all.
import type {
  adminCouponResponse,
  adminFoodResponse,
  adminIdeaResponse,
  adminPrizeResponse,
} from '@/shared/responses/admin';
import type { Wire } from '@/shared/responses/wire';
import { api, apiPage, type ListPage } from '@/client/lib/api';

export type AdminFood = Wire<typeof adminFoodResponse>;
export type AdminPrize = Wire<typeof adminPrizeResponse>;
export type AdminCoupon = Wire<typeof adminCouponResponse>;
export type AdminIdea = Wire<typeof adminIdeaResponse>;

export interface AdminRows {
  foods: AdminFood;
  prizes: AdminPrize;
  coupons: AdminCoupon;
  ideas: AdminIdea;
}

export type ResourceName = keyof AdminRows;

/** How many rows a page of a list shows. */
export const PAGE_SIZE = 20;

export interface ListRequest {
  search: string;
  offset: number;
}

/**
 * PostgREST's `or=(a.ilike."*x*",b.ilike."*x*")` over the columns searched: the text is quoted, and loses what
 * would end the quote or escape the pattern's end.
 */
export function searchFilter(columns: readonly string[], search: string): Record<string, string> {
  const text = search.replace(/["\\]/g, '').trim();
  if (!text) return {};
  return { or: `(${columns.map((column) => `${column}.ilike."*${text}*"`).join(',')})` };
}

export interface ResourceRequests<R> {
  list(request: ListRequest, searchColumns: readonly string[]): Promise<ListPage<R>>;
  create(body: unknown): Promise<R>;
  update(id: number, body: unknown): Promise<R>;
  remove(id: number): Promise<void>;
}

/** Each resource's paths, written out: each is an operation of the server (tests/unit/client-api-paths.test.ts). */
const LIST_PATHS = {
  foods: '/api/admin/foods',
  prizes: '/api/admin/prizes',
  coupons: '/api/admin/coupons',
  ideas: '/api/admin/ideas',
} as const satisfies Record<ResourceName, string>;
const ROW_PATHS = {
  foods: '/api/admin/foods/{id}',
  prizes: '/api/admin/prizes/{id}',
  coupons: '/api/admin/coupons/{id}',
  ideas: '/api/admin/ideas/{id}',
} as const satisfies Record<ResourceName, string>;

/**
 * The requests of one resource. Typed as the foods' paths: the four share their operations' shapes, and each
 * resource's rows and bodies are its own (the form checks a body with the resource's shared schema first).
 */
export function resourceRequests<N extends ResourceName>(name: N): ResourceRequests<AdminRows[N]> {
  const base = LIST_PATHS[name] as '/api/admin/foods';
  const one = ROW_PATHS[name] as '/api/admin/foods/{id}';
  type Body = Parameters<typeof api<'post', '/api/admin/foods'>>[2]['json'];
  return {
    async list({ search, offset }, searchColumns) {
      const query = { ...searchFilter(searchColumns, search), limit: PAGE_SIZE, offset };
      return (await apiPage(base, { query })) as unknown as ListPage<AdminRows[N]>;
    },
    async create(body) {
      return (await api('post', base, { json: body as Body })) as AdminRows[N];
    },
    async update(id, body) {
      return (await api('patch', one, { params: { id }, json: body as Body })) as AdminRows[N];
    },
    remove: (id) => api('delete', one, { params: { id } }),
  };
}

/** POST /api/admin/foods/{id}/picture, a multipart form: the food with its new picture. */
export function uploadFoodPicture(id: number, file: File): Promise<AdminFood> {
  const body = new FormData();
  body.append('picture', file);
  return api('post', '/api/admin/foods/{id}/picture', { params: { id }, form: body });
}

/** The catalogue's foods, which an idea names by slug. */
export function catalogueFoods() {
  return api('get', '/api/foods', { query: { limit: 1000 } });
}

/** Where the browser finds a picture the bucket keeps (`public/foods/x.webp`), or its https address. */
export function pictureUrl(imagePath: string | null): string | null {
  if (!imagePath) return null;
  return imagePath.startsWith('public/') ? `/storage/${imagePath}` : imagePath;
}
