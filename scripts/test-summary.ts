// Prints one closing line for the whole suite, from the JSON reports of Vitest and Playwright.
import { existsSync, readFileSync } from 'node:fs';
import { POSTGRES_ONLY } from '../tests/support/postgres-only-tag';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/**
 * How many tests that only PostgreSQL can run (races, several connections) ran, and how many were skipped
 * because the run had PGlite alone: a local run without TEST_DATABASE_URL must not pass for a full one.
 */
function postgresOnlySummary(report: VitestReport): string {
  const results = report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.fullName.includes(POSTGRES_ONLY));
  const ran = results.filter((test) => test.status === 'passed' || test.status === 'failed').length;
  const notRun = results.length - ran;
  const hint = ran === 0 && notRun > 0 ? ' (set TEST_DATABASE_URL to a PostgreSQL server to run them)' : '';
  return `PostgreSQL-only tests: ${ran} ran, ${notRun} skipped on PGlite${hint}`;
}

let postgresOnlyLine: string | undefined;
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8')) as VitestReport;
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  postgresOnlyLine = postgresOnlySummary(v);
}
if (existsSync('test-results/e2e.json')) {
  const p = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) as PlaywrightReport;
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
}
if (postgresOnlyLine) console.log(postgresOnlyLine);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
