// Reading the database's refusals, whichever driver carried them.

/** The PostgreSQL error code of a failed statement, through Drizzle's wrapping, on pg and PGlite alike. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs that say the database could not do it now, not that the request was wrong: the connection ended
 * (a restart, a failover, an operator; class 08 and 57P01-57P03), a limit of ours cancelled the statement
 * (statement timeout 57014, lock timeout 55P03, idle in transaction 25P03), the server is full (53300), or
 * two transactions collided (40001, 40P01). Trying again later may work.
 */
const TRY_AGAIN_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '55P03',
  '25P03',
  '53300',
  '40001',
  '40P01',
]);

/** What node-postgres says when a connection was lost or could not be had, without a SQLSTATE. */
const LOST_CONNECTION = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Whether `error` (through Drizzle's wrapping) means the database cannot serve now, rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && LOST_CONNECTION.some((text) => message.includes(text))) return true;
  }
  const sqlState = pgErrorCode(error);
  return sqlState !== undefined && (sqlState.startsWith('08') || TRY_AGAIN_CODES.has(sqlState));
}
