// Checks that the two servers do the same work before they are compared: the bare server's SQL is the SQL
// the app's own code sends for the session check and the list, and both answer with byte-identical JSON.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';
import { SESSION_STATEMENT, sessionWithUser } from '../../../src/server/auth/fast-session';
import { fridgeListSpec, listItems } from '../../../src/server/fridge/item-views';
import { listQueryFrom } from '../../../src/server/query/list';
import { LIST_PATH, listSql } from './list-sql';

export interface LoggedQuery {
  text: string;
  values: unknown[];
}

/**
 * The statements the app sends for the list (session, household, list), as its driver receives them: through
 * Drizzle or directly (db/direct-read.ts), whichever way the app's code runs them.
 */
export async function appListQueries(
  pool: pg.Pool,
  user: { id: string; token: string },
): Promise<LoggedQuery[]> {
  const logged: LoggedQuery[] = [];
  // The pool itself, seen through an object that notes each query it is given (and is still a pg.Pool).
  const noting = Object.create(pool) as pg.Pool;
  // Called as pg allows: (text or config[, values][, callback]).
  const query = (config: string | pg.QueryConfig, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    const given = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : undefined;
    logged.push({ text, values: given ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    return (pool.query as (...args: unknown[]) => unknown)(config, ...rest);
  };
  noting.query = query as typeof pool.query;
  const db = drizzle({ client: noting, schema }) as Db;
  await sessionWithUser(db).execute({ token: user.token });
  await listItems(db, user.id, listQueryFrom(`http://localhost${LIST_PATH}`, fridgeListSpec));
  return logged;
}

/** Throws unless the bare server's statements are, text and values, the ones the app sent. */
export function checkSameSql(app: LoggedQuery[], user: { id: string; token: string }): void {
  const bare = [listSql.session(user.token), listSql.household(user.id), listSql.list(user.id)];
  const values = (v: unknown[] | undefined) => JSON.stringify((v ?? []).map(String));
  const missing = bare.filter(
    (b) => !app.some((a) => a.text === b.text && values(a.values) === values(b.values)),
  );
  if (app.length !== bare.length || missing.length > 0 || bare[0]!.name !== SESSION_STATEMENT) {
    const shown = (q: { text: string }) => `  ${q.text}`;
    throw new Error(
      `the bare server's SQL is not the app's any more: update scripts/lib/bench-api/list-sql.ts\n` +
        `app:\n${app.map(shown).join('\n')}\nbare, not among the app's:\n${missing.map(shown).join('\n')}`,
    );
  }
}

/** Throws unless both servers answer the list with 200 and the same bytes. Returns the item count. */
export async function checkSameJson(appUrl: string, bareUrl: string, cookie: string): Promise<number> {
  const [app, bare] = await Promise.all(
    [appUrl, bareUrl].map(async (base) => {
      const response = await fetch(base + LIST_PATH, { headers: { cookie } });
      return {
        status: response.status,
        range: response.headers.get('content-range'),
        body: await response.text(),
      };
    }),
  );
  if (app!.status !== 200 || bare!.status !== 200) {
    throw new Error(`list status: app ${app!.status}, bare ${bare!.status}`);
  }
  if (app!.body !== bare!.body || app!.range !== bare!.range) {
    throw new Error(
      `the answers differ:\napp  ${app!.range} ${app!.body}\nbare ${bare!.range} ${bare!.body}`,
    );
  }
  return (JSON.parse(app!.body) as unknown[]).length;
}
