// The SQL the app runs for `GET /api/fridge-items?state=eq.stored&order=created_at.asc&limit=1000`, written
// out for the bare server: the session with its user (one named statement), the user's household (none for
// the benchmarked user: a personal fridge), then the list in one statement.
// bench-api.ts checks both, text and values, against what the app's own code sends.
import type pg from 'pg';

export const LIST_PATH = '/api/fridge-items?state=eq.stored&order=created_at.asc&limit=1000';

/** The columns of the session statement, in order: the session's expiry, then the user. */
export const SESSION_COLUMNS = [
  'expires_at',
  'id',
  'name',
  'email',
  'email_verified',
  'two_factor_enabled',
  'img_path',
  'created_at',
  'updated_at',
  'is_anonymous',
  'role',
  'banned',
  'ban_reason',
  'ban_expires',
  'first_name',
  'last_name',
  'display_name',
  'locale',
  'time_zone',
  'points',
  'level',
];

/** The columns of a list row, in order: the item's, its food's, its reminders (JSON) and the total. */
export const ITEM_COLUMNS = [
  'id',
  'food_id',
  'state',
  'bag_size',
  'start_datetime',
  'end_datetime',
  'created_at',
  'discard_reason',
  'still_good',
];
export const FOOD_COLUMNS = [
  'id',
  'name',
  'type',
  'slug',
  'image_path',
  'expires_with_bag_days',
  'expires_without_bag_days',
];

const qualified = (table: string, columns: string[]) => columns.map((c) => `"${table}"."${c}"`).join(', ');
const R = '"fridge_items_reminders"';

export const listSql = {
  session: (token: string): pg.QueryConfig => ({
    // The app's statement name: both servers have it parsed and planned once per connection.
    name: 'session_with_user',
    text:
      `select "sessions"."expires_at", ${qualified('users', SESSION_COLUMNS.slice(1))} ` +
      'from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token" = $1',
    values: [token],
  }),
  household: (userId: string): pg.QueryConfig => ({
    text: 'select "household_id" from "household_members" where "household_members"."user_id" = $1',
    values: [userId],
  }),
  /** The items of `userId`'s personal fridge, each with who added it: its id and greeted name. */
  list: (userId: string): pg.QueryConfig => ({
    text:
      `select ${qualified('fridge_items', ITEM_COLUMNS)}, ${qualified('foods', FOOD_COLUMNS)}, ` +
      `coalesce((select json_agg(json_build_array(${R}."id", ` +
      `floor(extract(epoch from ${R}."reminder_datetime") * 1000), ${R}."is_default", ${R}."reminded", ` +
      `${R}."is_snooze") ` +
      `order by ${R}."reminder_datetime", ${R}."id") ` +
      `from ${R} where ${R}."fridge_item_id" = "fridge_items"."id"), '[]'::json), ` +
      `"users"."id", case when "users"."is_anonymous" then ''\n    else coalesce(nullif("users"."display_name", ''), ` +
      `nullif("users"."first_name", ''), "users"."name") end, ` +
      '(count(*) over ())::int ' +
      'from "fridge_items" inner join "foods" on "foods"."id" = "fridge_items"."food_id" ' +
      'left join "users" on "users"."id" = "fridge_items"."user_id" ' +
      'where (("fridge_items"."user_id" = $1 and "fridge_items"."household_id" is null) and ' +
      '"fridge_items"."state" = $2) ' +
      'order by "fridge_items"."created_at" asc limit $3',
    values: [userId, 'stored', 1000],
  }),
};
