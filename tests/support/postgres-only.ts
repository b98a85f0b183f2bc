// Tests that only a PostgreSQL server can run: transactions racing each other, several connections or
// instances, server settings. PGlite runs one statement at a time in this process, so there nothing can race;
// such tests are skipped there under a name that says so, and the run's summary counts them.
import { describe, inject, it, type TestContext } from 'vitest';
import { POSTGRES_ONLY } from './postgres-only-tag';

const REASON = 'needs PostgreSQL: PGlite runs one statement at a time (set TEST_DATABASE_URL to run it)';

export const onPostgres = (): boolean => inject('dbKind') === 'postgres';

export function itOnPostgres(
  name: string,
  fn: (context: TestContext) => Promise<void>,
  timeout?: number,
): void {
  it(
    `${name} ${POSTGRES_ONLY}`,
    async (context) => {
      context.skip(!onPostgres(), REASON);
      await fn(context);
    },
    timeout,
  );
}

/** A group whose set-up already needs PostgreSQL: on PGlite neither it nor its hooks run. */
export function describeOnPostgres(name: string, fn: () => void): void {
  describe.skipIf(!onPostgres())(`${name} ${POSTGRES_ONLY}`, fn);
}
