// Unit tests, and the server's integration tests on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = {
  '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@/server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@/client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

function serverProject(dbKind: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `server-${dbKind}`,
      include: ['src/server/**/*.test.ts'],
      exclude: ['**/*.unit.test.ts'],
      globalSetup: ['tests/support/global-setup.ts'],
      provide: { dbKind },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
