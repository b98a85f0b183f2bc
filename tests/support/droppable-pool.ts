// A pg pool of its own on a database that is dropped with its connections once done (the benchmarks' scratch
// databases, a test file's database), for the raw SQL the app's own code does not run.
import pg from 'pg';

/**
 * The pool listens for errors on its idle connections: `pool.end()` resolves before its connections have
 * closed, so the drop's `with (force)` can end one still closing, and without a listener that error would end
 * the process (a benchmark crashed so at its clean-up, after it had passed).
 */
export function droppablePool(url: string, max = 2): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // Expected once the database is dropped; a query that needs the connection fails on its own.
  });
  return pool;
}
