import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

/**
 * `npm test`: type-check, lint, unit, integration (PGlite), the catalogue and accounts integration
 * tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), then end-to-end.
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

let ok = run('unit', `${jest} --selectProjects unit --json --outputFile=test-results/unit.json`);
add(jestCounts('test-results/unit.json'));
if (!ok) finish(false);

ok = run('integration (PGlite)', `${jest} --selectProjects integration --runInBand --json --outputFile=test-results/integration.json`);
add(jestCounts('test-results/integration.json'));
if (!ok) finish(false);

if (process.env.TEST_DATABASE_URL) {
  ok = run(
    'integration (PostgreSQL)',
    `${jest} tests/integration/seed tests/integration/api- tests/integration/accounts- --selectProjects integration --runInBand --json --outputFile=test-results/integration-pg.json`,
    { DB_DRIVER: 'postgres' },
  );
  add(jestCounts('test-results/integration-pg.json'));
  if (!ok) finish(false);
} else {
  console.log('\n━━ integration (PostgreSQL): not run — set TEST_DATABASE_URL=postgres://… to run the catalogue and accounts suites on PostgreSQL too (CI does).');
}

ok = run('end-to-end', 'npx playwright test');
add(playwrightCounts('test-results/e2e.json'));
finish(ok);
