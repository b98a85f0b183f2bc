// The baseline of the API benchmark: node:http and a pg pool, nothing else per request. It checks the session
// cookie's signature and finds its session with one query, as any server must, runs the app's own list SQL
// (list-sql.ts) and writes the same JSON. Run as a child process; prints {"port":n} once listening.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { FOOD_COLUMNS, ITEM_COLUMNS, LIST_PATH, listSql, REMINDER_COLUMNS } from './list-sql';

const databaseUrl = process.env.BARE_DATABASE_URL;
const cookieName = process.env.BARE_COOKIE_NAME;
if (!databaseUrl || !cookieName) throw new Error('BARE_DATABASE_URL and BARE_COOKIE_NAME are required');

// As many connections as the app's pool.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const secret = (await pool.query<{ value: string }>(`select value from app_secrets where name = 'auth'`))
  .rows[0]!.value;

/** The session token from the signed cookie (`token.base64(HMAC-SHA256(token))`), or null. */
function sessionToken(cookieHeader: string | undefined): string | null {
  const prefix = `${cookieName}=`;
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return dot > 0 && signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

async function rows(query: pg.QueryConfig): Promise<unknown[][]> {
  return (await pool.query({ ...query, rowMode: 'array' })).rows as unknown[][];
}

/** Reads a row fetched as an array by column name; `offset` skips the columns of the tables before. */
function reader(columns: string[], offset = 0) {
  const at = new Map(columns.map((c, i) => [c, offset + i]));
  return (row: unknown[], column: string) => row[at.get(column)!];
}
const item = reader(ITEM_COLUMNS);
const food = reader(FOOD_COLUMNS, ITEM_COLUMNS.length);
const reminder = reader(REMINDER_COLUMNS);

async function listBody(userId: string): Promise<{ body: string; range: string }> {
  const [page, countRows] = await Promise.all([rows(listSql.page(userId)), rows(listSql.count(userId))]);
  const ids = page.map((r) => r[0] as string);
  const total = Number(countRows[0]![0]);
  const range = ids.length === 0 ? `*/${total}` : `0-${ids.length - 1}/${total}`;
  if (ids.length === 0) return { body: '[]', range };
  const items = await rows(listSql.items(userId, ids));
  const reminders = await rows(listSql.reminders(ids));
  const byId = new Map(items.map((r) => [item(r, 'id') as string, r]));
  const list = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const imagePath = food(row, 'image_path');
    return [
      {
        id,
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
        reminders: reminders
          .filter((r) => reminder(r, 'fridge_item_id') === id)
          .map((r) => ({
            id: reminder(r, 'id'),
            reminderDatetime: reminder(r, 'reminder_datetime'),
            isDefault: reminder(r, 'is_default'),
            reminded: reminder(r, 'reminded'),
          })),
      },
    ];
  });
  return { body: JSON.stringify(list), range };
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' || req.url !== LIST_PATH) {
    res.writeHead(404).end();
    return;
  }
  const token = sessionToken(req.headers.cookie);
  const session = token
    ? await pool.query<{ user_id: string }>(
        'select s.user_id, u.time_zone from sessions s join users u on u.id = s.user_id ' +
          'where s.token = $1 and s.expires_at > now()',
        [token],
      )
    : undefined;
  const userId = session?.rows[0]?.user_id;
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
