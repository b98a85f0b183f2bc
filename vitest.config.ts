// Unit tests, component tests, and the server's integration tests on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

export const alias = {
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
      // One module graph per worker, not per file: each file opens its own database and app, so nothing of one
      // leaks into the next, and loading the server's modules 190 times took more than the tests themselves.
      isolate: false,
      // The limits catch a test that hangs, never a slow one (speed is the benchmarks' to judge): in `npm test`
      // the browser tests share the two cores, and a test that starts an app of its own took over 30 s there.
      testTimeout: 90_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Stryker's sandboxes copy the tests; its reports are not ours either (docs/mutation.md).
    exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'reports/**'],
    // Three files at a time on two cores: the server's tests spend most of their time waiting on PostgreSQL,
    // child processes and timers (the default, one fewer than the cores, ran them one by one here).
    maxWorkers: 3,
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
          exclude: ['**/*.component.test.tsx'],
          // One module graph per worker, as for the server's tests: these are pure functions and modules that
          // start nothing, and loading them again for each file took half of the project's time.
          isolate: false,
          // The property tests (a few hundred runs each) take 1 to 4 s alone; beside the server's tests on two
          // cores, the default 5 s was too close (one timed out with nothing wrong).
          testTimeout: 20_000,
        },
      },
      {
        // Screens in a DOM without a browser: the API answered by a request-level mock (tests/components).
        extends: true,
        test: {
          name: 'components',
          include: ['src/client/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
          // One module graph per worker: the app's modules took more than half of the project's time to load
          // for each file. Each test opens the app afresh (render-app.tsx), and setup.ts ends what it left.
          isolate: false,
          // A test opens the app and its dialogs, whose code is compiled as first drawn: seconds on a busy
          // machine, for each step that draws a new part (tests/components/setup.ts).
          testTimeout: 60_000,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
