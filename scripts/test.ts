import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: type-check, lint, unit, integration (PGlite), the catalogue, accounts, wallet and play
 * integration tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), then end-to-end.
 * Stops at the first failing step and prints one closing "N passed, N failed" line.
 */
type Counts = { passed: number; failed: number };
const total: Counts = { passed: 0, failed: 0 };
mkdirSync('test-results', { recursive: true });

function run(label: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${label}: ${command}`);
  const r = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function jestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const j = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number };
  return { passed: j.numPassedTests, failed: j.numFailedTests + j.numRuntimeErrorTestSuites };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const j = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected };
}

function add(c: Counts) {
  total.passed += c.passed;
  total.failed += c.failed;
}

function finish(ok: boolean): never {
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed`);
  process.exit(ok && total.failed === 0 ? 0 : 1);
}

const jest = 'NODE_OPTIONS=--experimental-vm-modules npx jest --ci';
if (!run('type-check', 'npx tsc --noEmit -p tsconfig.json')) finish(false);
if (!run('lint', 'npx eslint --max-warnings=0 .')) finish(false);

/**
 * Runs one suite and adds its counts. Its report is removed first, so a stale report never
 * stands in for a run that did not happen (a crash, a server that failed to start); a failed
 * run whose report shows no failure still counts as one.
 */
function suite(label: string, command: string, report: string, counts: (file: string) => Counts, env: Record<string, string> = {}): boolean {
  rmSync(report, { force: true });
  const passed = run(label, command, env);
  const c = counts(report);
  add(!passed && c.failed === 0 ? { ...c, failed: 1 } : c);
  return passed;
}

if (!suite('unit', `${jest} --selectProjects unit --json --outputFile=test-results/unit.json`, 'test-results/unit.json', jestCounts)) finish(false);
if (!suite('integration (PGlite)', `${jest} --selectProjects integration --runInBand --json --outputFile=test-results/integration.json`, 'test-results/integration.json', jestCounts)) finish(false);

if (process.env.TEST_DATABASE_URL) {
  const pgSuites = 'tests/integration/seed tests/integration/db- tests/integration/api- tests/integration/accounts- tests/integration/wallet- tests/integration/play- tests/integration/auth- tests/integration/hot-routes tests/integration/cache-admission tests/integration/treasury- tests/integration/gifts- tests/integration/notifications tests/integration/rewards- tests/integration/tournaments- tests/integration/promotions- tests/integration/security-headers tests/integration/realtime-pg tests/integration/malformed-input tests/integration/client-reports';
  const report = 'test-results/integration-pg.json';
  if (!suite('integration (PostgreSQL)', `${jest} ${pgSuites} --selectProjects integration --runInBand --json --outputFile=${report}`, report, jestCounts, { DB_DRIVER: 'postgres' })) finish(false);
} else {
  console.log('\n━━ integration (PostgreSQL): not run — set TEST_DATABASE_URL=postgres://… to run the catalogue, accounts, auth, wallet, play, cashbox, gifts, notices and hot-route suites on PostgreSQL too (CI does).');
}

finish(suite('end-to-end', 'npx playwright test', 'test-results/e2e.json', playwrightCounts));
