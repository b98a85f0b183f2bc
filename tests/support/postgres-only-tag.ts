// The mark at the end of a PostgreSQL-only test's name (postgres-only.ts); scripts/test-summary.ts counts by it.
export const POSTGRES_ONLY = '[PostgreSQL only]';
