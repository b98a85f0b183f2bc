// What admins manage (product.md#accounts): foods, prizes, coupons and ideas, each read through the list-query layer
// and written through Drizzle. A slug or code already taken, or a row others depend on, is a 409, not a 500.
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  couponCreateSchema,
  couponUpdateSchema,
  foodCreateSchema,
  foodUpdateSchema,
  ideaCreateSchema,
  ideaUpdateSchema,
  prizeCreateSchema,
  prizeUpdateSchema,
  validityError,
} from '@/shared/schemas/admin';
import {
  adminCouponResponse,
  adminFoodResponse,
  adminIdeaResponse,
  adminPrizeResponse,
} from '@/shared/responses/admin';
import type { Sent } from '@/shared/responses/wire';
import type { Db } from '../db/client';
import { coupons, foods, ideas, prizes } from '../db/schema';
import { foodListSpec } from '../foods/service';
import { HttpError } from '../http/errors';
import { checkIdeaFoods } from '../ideas/service';
import type { ListQuery, ListSpec } from '../query/build';
import { listRows } from '../query/list';

/** Admins see and send rows as they are stored (camelCase, timestamps as ISO strings): what they read they can send back. */
export interface AdminResource<Dto, Create extends z.ZodType, Update extends z.ZodType> {
  listSpec: ListSpec;
  /** The shared schema of a row as answered: `Dto` is its server side (`Sent`), the API document shows it. */
  response: z.ZodType;
  createSchema: Create;
  updateSchema: Update;
  list(db: Db, query: ListQuery): Promise<{ rows: Dto[]; total: number }>;
  get(db: Db, id: number): Promise<Dto | undefined>;
  create(db: Db, input: z.infer<Create>): Promise<Dto>;
  /** Undefined when there is no such row. */
  update(db: Db, id: number, input: z.infer<Update>): Promise<Dto | undefined>;
  /** False when there is no such row. */
  remove(db: Db, id: number): Promise<boolean>;
  /** What a unique violation and a refusal to delete a row still referenced mean for this resource. */
  conflicts: { unique: { field: string; messageKey: string }; inUse?: string };
}

/** The tables admins manage, each with an integer `id`. */
type IdTable = typeof foods | typeof prizes | typeof coupons | typeof ideas;

/** What every resource reads and deletes the same way: its list, one row by id, and deleting one. */
function byId<T extends IdTable>(table: T) {
  // Drizzle's builders do not take a union of tables: each call is made on the one table, typed as any of them.
  const any = table as typeof foods;
  return {
    list: (db: Db, query: ListQuery) => listRows(db, table, query),
    async get(db: Db, id: number): Promise<T['$inferSelect'] | undefined> {
      const [row] = await db.select().from(any).where(eq(any.id, id));
      return row as T['$inferSelect'] | undefined;
    },
    async remove(db: Db, id: number): Promise<boolean> {
      return (await db.delete(any).where(eq(any.id, id)).returning({ id: any.id })).length > 0;
    },
  };
}

function fieldError(field: string, messageKey: string): HttpError {
  return new HttpError(422, 'validation_failed', 'errors.validation', {}, [{ field, messageKey }]);
}

const prizeListSpec: ListSpec = {
  columns: {
    id: { column: prizes.id, kind: 'int' },
    slug: { column: prizes.slug, kind: 'text' },
    min_level: { column: prizes.minLevel, kind: 'int' },
    title_it: { column: prizes.titleIt, kind: 'text' },
    title_en: { column: prizes.titleEn, kind: 'text' },
    active: { column: prizes.active, kind: 'bool' },
    created_at: { column: prizes.createdAt, kind: 'timestamp' },
    updated_at: { column: prizes.updatedAt, kind: 'timestamp' },
  },
  defaultOrder: [asc(prizes.minLevel), asc(prizes.id)],
  defaultLimit: 100,
  maxLimit: 1000,
};

const couponListSpec: ListSpec = {
  columns: {
    id: { column: coupons.id, kind: 'int' },
    code: { column: coupons.code, kind: 'text' },
    percent: { column: coupons.percent, kind: 'int' },
    min_level: { column: coupons.minLevel, kind: 'int' },
    valid_from: { column: coupons.validFrom, kind: 'timestamp' },
    valid_to: { column: coupons.validTo, kind: 'timestamp' },
    title_it: { column: coupons.titleIt, kind: 'text' },
    title_en: { column: coupons.titleEn, kind: 'text' },
    created_at: { column: coupons.createdAt, kind: 'timestamp' },
  },
  defaultOrder: [asc(coupons.validFrom), asc(coupons.id)],
  defaultLimit: 100,
  maxLimit: 1000,
};

// Changing a food's shelf life applies to items added from then on: stored items keep the end date and the
// reminders they were given, so nobody's reminder moves under their feet.
export const foodResource: AdminResource<
  Sent<typeof adminFoodResponse>,
  typeof foodCreateSchema,
  typeof foodUpdateSchema
> = {
  listSpec: foodListSpec,
  response: adminFoodResponse,
  createSchema: foodCreateSchema,
  updateSchema: foodUpdateSchema,
  ...byId(foods),
  async create(db, input) {
    const [row] = await db.insert(foods).values(input).returning();
    return row!;
  },
  async update(db, id, input) {
    const values = input;
    if (Object.keys(values).length === 0) return this.get(db, id);
    const [row] = await db.update(foods).set(values).where(eq(foods.id, id)).returning();
    return row;
  },
  conflicts: {
    unique: { field: 'slug', messageKey: 'errors.admin.duplicateSlug' },
    inUse: 'errors.admin.foodInUse',
  },
};

export const prizeResource: AdminResource<
  Sent<typeof adminPrizeResponse>,
  typeof prizeCreateSchema,
  typeof prizeUpdateSchema
> = {
  listSpec: prizeListSpec,
  response: adminPrizeResponse,
  createSchema: prizeCreateSchema,
  updateSchema: prizeUpdateSchema,
  ...byId(prizes),
  async create(db, input) {
    const [row] = await db.insert(prizes).values(input).returning();
    return row!;
  },
  async update(db, id, input) {
    const values = input;
    if (Object.keys(values).length === 0) return this.get(db, id);
    const [row] = await db.update(prizes).set(values).where(eq(prizes.id, id)).returning();
    return row;
  },
  conflicts: {
    unique: { field: 'slug', messageKey: 'errors.admin.duplicateSlug' },
    inUse: 'errors.admin.prizeClaimed',
  },
};

function couponValues<T extends { validFrom?: string; validTo?: string }>(input: T) {
  const { validFrom, validTo, ...rest } = input;
  return {
    ...rest,
    ...(validFrom === undefined ? {} : { validFrom: new Date(validFrom) }),
    ...(validTo === undefined ? {} : { validTo: new Date(validTo) }),
  };
}

export const couponResource: AdminResource<
  Sent<typeof adminCouponResponse>,
  typeof couponCreateSchema,
  typeof couponUpdateSchema
> = {
  listSpec: couponListSpec,
  response: adminCouponResponse,
  createSchema: couponCreateSchema,
  updateSchema: couponUpdateSchema,
  ...byId(coupons),
  async create(db, input) {
    const values = couponValues(input);
    const [row] = await db
      .insert(coupons)
      .values({ ...values, validFrom: values.validFrom!, validTo: values.validTo! })
      .returning();
    return row!;
  },
  async update(db, id, input) {
    const values = couponValues(input);
    return db.transaction(async (tx) => {
      const [stored] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!stored) return undefined;
      // One bound sent alone is checked against the stored other one.
      const problem = validityError(values.validFrom ?? stored.validFrom, values.validTo ?? stored.validTo);
      if (problem) throw fieldError(values.validTo ? 'validTo' : 'validFrom', problem);
      if (Object.keys(values).length === 0) return stored;
      const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      return row!;
    });
  },
  conflicts: { unique: { field: 'code', messageKey: 'errors.admin.duplicateCode' } },
};

// Ideas name their foods by slug: the catalogue must have them.
const ideaListSpec: ListSpec = {
  columns: {
    id: { column: ideas.id, kind: 'int' },
    slug: { column: ideas.slug, kind: 'text' },
    minutes: { column: ideas.minutes, kind: 'int' },
    title_it: { column: ideas.titleIt, kind: 'text' },
    title_en: { column: ideas.titleEn, kind: 'text' },
    active: { column: ideas.active, kind: 'bool' },
    created_at: { column: ideas.createdAt, kind: 'timestamp' },
    updated_at: { column: ideas.updatedAt, kind: 'timestamp' },
  },
  defaultOrder: [asc(ideas.id)],
  defaultLimit: 100,
  maxLimit: 1000,
};

export const ideaResource: AdminResource<
  Sent<typeof adminIdeaResponse>,
  typeof ideaCreateSchema,
  typeof ideaUpdateSchema
> = {
  listSpec: ideaListSpec,
  response: adminIdeaResponse,
  createSchema: ideaCreateSchema,
  updateSchema: ideaUpdateSchema,
  ...byId(ideas),
  async create(db, input) {
    await checkIdeaFoods(db, input.foods);
    const [row] = await db.insert(ideas).values(input).returning();
    return row!;
  },
  async update(db, id, input) {
    await checkIdeaFoods(db, input.foods);
    if (Object.keys(input).length === 0) return this.get(db, id);
    const [row] = await db.update(ideas).set(input).where(eq(ideas.id, id)).returning();
    return row;
  },
  conflicts: { unique: { field: 'slug', messageKey: 'errors.admin.duplicateSlug' } },
};
