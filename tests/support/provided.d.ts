// Values the global set-up hands to test files through Vitest's inject().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite: a dump of the migrated, seeded template. PostgreSQL: the template database's name. */
    templateRef: string;
  }
}
