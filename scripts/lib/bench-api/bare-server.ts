// The baseline of the API benchmark: node:http and a pg pool, nothing else per request. It checks the session
// cookie's signature and reads its session and user with the app's statement, applies the app's rules
// (expiry, ban), runs the app's own list SQL (list-sql.ts) and writes the same JSON. Run as a child
// process; prints {"port":n} once listening.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { cookieKey, cookieValue, verifiedToken } from '../../../src/server/auth/session-cookie';
import { FOOD_COLUMNS, ITEM_COLUMNS, LIST_PATH, listSql, SESSION_COLUMNS } from './list-sql';

const databaseUrl = process.env.BARE_DATABASE_URL;
const cookieName = process.env.BARE_COOKIE_NAME;
if (!databaseUrl || !cookieName) throw new Error('BARE_DATABASE_URL and BARE_COOKIE_NAME are required');

// As many connections as the app's pool.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const secret = (await pool.query<{ value: string }>(`select value from app_secrets where name = 'auth'`))
  .rows[0]!.value;

// The cookie is read and its signature checked with the app's own functions.
const key = cookieKey(secret);

async function rows(query: pg.QueryConfig): Promise<unknown[][]> {
  return (await pool.query({ ...query, rowMode: 'array' })).rows as unknown[][];
}

/** Reads a row fetched as an array by column name; `offset` skips the columns before. */
function reader(columns: string[], offset = 0) {
  const at = new Map(columns.map((c, i) => [c, offset + i]));
  return (row: unknown[], column: string) => row[at.get(column)!];
}
const session = reader(SESSION_COLUMNS);
const item = reader(ITEM_COLUMNS);
const food = reader(FOOD_COLUMNS, ITEM_COLUMNS.length);
const REMINDERS = ITEM_COLUMNS.length + FOOD_COLUMNS.length;
const ADDED_BY_ID = REMINDERS + 1;
const ADDED_BY_NAME = REMINDERS + 2;
const TOTAL = REMINDERS + 3;

/** The signed-in user's id, with the app's rules: the session unexpired, the user not banned. */
async function signedInUser(cookieHeader: string | undefined): Promise<string | null> {
  const token = verifiedToken(cookieValue(cookieHeader, cookieName!), key);
  if (!token) return null;
  const [row] = await rows(listSql.session(token));
  if (!row) return null;
  const now = Date.now();
  if ((session(row, 'expires_at') as Date).getTime() < now) return null;
  const banExpires = session(row, 'ban_expires') as Date | null;
  if (session(row, 'banned') && (banExpires === null || banExpires.getTime() > now)) return null;
  return session(row, 'id') as string;
}

async function listBody(userId: string): Promise<{ body: string; range: string }> {
  // The benchmarked user has a personal fridge; a household's is not written out here.
  if ((await rows(listSql.household(userId))).length > 0) throw new Error('the user is in a household');
  const page = await rows(listSql.list(userId));
  // Every row carries the total; the benchmarked page is never empty (the app would count apart then).
  const total = page.length === 0 ? 0 : Number(page[0]![TOTAL]);
  const range = page.length === 0 ? `*/${total}` : `0-${page.length - 1}/${total}`;
  const list = page.map((row) => {
    const imagePath = food(row, 'image_path');
    return {
      id: item(row, 'id'),
      foodId: item(row, 'food_id'),
      state: item(row, 'state'),
      bagSize: item(row, 'bag_size'),
      startDatetime: item(row, 'start_datetime'),
      endDatetime: item(row, 'end_datetime'),
      createdAt: item(row, 'created_at'),
      food: {
        id: food(row, 'id'),
        name: food(row, 'name'),
        type: food(row, 'type'),
        slug: food(row, 'slug'),
        // Stored as `public/foods/x.svg`; served under /storage/.
        imagePath: imagePath === null ? null : `/storage/${String(imagePath)}`,
        expiresWithBagDays: food(row, 'expires_with_bag_days'),
        expiresWithoutBagDays: food(row, 'expires_without_bag_days'),
      },
      reminders: (row[REMINDERS] as [string, number, boolean, boolean, boolean][]).map(
        ([id, at, isDefault, reminded, isSnooze]) => ({
          id,
          reminderDatetime: new Date(at),
          isDefault,
          reminded,
          isSnooze,
        }),
      ),
      discardReason: item(row, 'discard_reason'),
      stillGood: item(row, 'still_good'),
      addedBy: row[ADDED_BY_ID] ? { id: row[ADDED_BY_ID], name: row[ADDED_BY_NAME] ?? '' } : null,
    };
  });
  return { body: JSON.stringify(list), range };
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' || req.url !== LIST_PATH) {
    res.writeHead(404).end();
    return;
  }
  const userId = await signedInUser(req.headers.cookie);
  if (!userId) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"unauthorized"}}');
    return;
  }
  const { body, range } = await listBody(userId);
  res
    .writeHead(200, {
      'content-type': 'application/json',
      'content-range': range,
      'cache-control': 'no-store',
    })
    .end(body);
}

// A load generator that stops drops its sockets, but their requests still run: the pool ends after them.
let inFlight = 0;
let closing = false;
function shutDownWhenIdle(): void {
  if (closing && inFlight === 0) void pool.end().finally(() => process.exit(0));
}

const server = createServer((req, res) => {
  inFlight++;
  answer(req, res)
    .catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    })
    .finally(() => {
      inFlight--;
      shutDownWhenIdle();
    });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => {
  closing = true;
  server.close();
  server.closeIdleConnections();
  shutDownWhenIdle();
  setTimeout(() => process.exit(0), 5000).unref();
});
