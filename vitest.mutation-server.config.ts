// The tests Stryker runs against the mutants of the server's rule modules (stryker.server.config.json): their
// unit tests, and their integration tests on PGlite as vitest.config.ts sets those up.
import { defineConfig } from 'vitest/config';
import { UnloadableFileFails } from './tests/support/unloadable-file-fails';
import { alias } from './vitest.config';
import { MUTATION_SERVER_TESTS, MUTATION_SERVER_UNIT_TESTS, unitProject } from './vitest.mutation.config';

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', new UnloadableFileFails()],
    projects: [
      unitProject(MUTATION_SERVER_UNIT_TESTS),
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: MUTATION_SERVER_TESTS,
          globalSetup: ['tests/support/global-setup.ts'],
          provide: { dbKind: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
