// The tests Stryker runs against the mutants of the rule modules (npm run test:mutation, docs/mutation.md).
// Written out in full rather than merged with vitest.config.ts, whose include lists mergeConfig would add to
// these. The shared rules are judged by their own unit tests alone: run against the server's tests as well,
// each mutant of a constant took a minute.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { UnloadableFileFails } from './tests/support/unloadable-file-fails';
import { alias } from './vitest.config';

/** The unit tests of the shared rules (stryker.config.json). */
export const MUTATION_SHARED_TESTS = ['src/shared/*.test.ts'];

/** The unit tests of the server's rule modules (stryker.server.config.json). */
export const MUTATION_SERVER_UNIT_TESTS = [
  'src/server/reminders/members-day.unit.test.ts',
  'src/server/reminders/members-day.property.unit.test.ts',
  'src/server/reminders/pacing.unit.test.ts',
];

/** The server's rule tests, each on its own PGlite copy of the template (stryker.server.config.json). */
export const MUTATION_SERVER_TESTS = [
  'src/server/points/fridge-points.test.ts',
  'src/server/points/ledger.test.ts',
  'src/server/households/access.test.ts',
  'src/server/households/households.test.ts',
  'src/server/fridge/points-limits.test.ts',
  'src/server/fridge/feedback.test.ts',
];

export function unitProject(include: string[]): TestProjectInlineConfiguration {
  return { extends: true, test: { name: 'unit', include } };
}

export default defineConfig({
  resolve: { alias },
  test: { reporters: ['default', new UnloadableFileFails()], projects: [unitProject(MUTATION_SHARED_TESTS)] },
});
