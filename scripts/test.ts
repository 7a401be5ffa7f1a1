import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: type-check, lint, unit, integration (PGlite), the integration files that touch the
 * database again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), then end-to-end.
 * Prints one closing "N passed, N failed" line.
 *
 * Steps that do not depend on each other run side by side, because each is mostly one busy thread
 * and CI has two cores: type-check, lint and unit together, then the PGlite and PostgreSQL
 * integration suites together (each file has its own database on either side). A stage whose
 * step failed stops the run before the next stage. A step's output is printed whole when it ends,
 * so side-by-side steps never interleave their lines.
 */
type Counts = { passed: number; failed: number };
const total: Counts = { passed: 0, failed: 0 };
mkdirSync('test-results', { recursive: true });

type Step = { label: string; command: string; env?: Record<string, string>; report?: { file: string; counts: (file: string) => Counts } };

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

function finish(ok: boolean): never {
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed`);
  process.exit(ok && total.failed === 0 ? 0 : 1);
}

/** Runs one command; `live` streams its output, otherwise it is printed in one piece at the end. */
function execute(step: Step, live: boolean): Promise<boolean> {
  const header = `\n━━ ${step.label}: ${step.command}`;
  if (live) console.log(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    const out: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('close', (code) => {
      if (!live) process.stdout.write(`${header}\n${Buffer.concat(out).toString('utf8')}`);
      console.log(`━━ ${step.label}: ${code === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs a stage's steps side by side and adds their counts. A step's report is removed first, so a
 * stale report never stands in for a run that did not happen (a crash, a server that failed to
 * start); a failed run whose report shows no failure still counts as one.
 */
async function stage(steps: Step[]): Promise<boolean> {
  for (const step of steps) if (step.report) rmSync(step.report.file, { force: true });
  const results = await Promise.all(steps.map((step) => execute(step, steps.length === 1)));
  steps.forEach((step, i) => {
    const passed = results[i];
    if (!step.report) {
      if (!passed) total.failed += 1;
      return;
    }
    const c = step.report.counts(step.report.file);
    total.passed += c.passed;
    total.failed += !passed && c.failed === 0 ? 1 : c.failed;
  });
  return results.every(Boolean);
}

const jest = 'NODE_OPTIONS=--experimental-vm-modules npx jest --ci';
const jestStep = (label: string, args: string, report: string, env?: Record<string, string>): Step => ({
  label,
  command: `${jest} ${args} --json --outputFile=${report}`,
  env,
  report: { file: report, counts: jestCounts },
});

/** The integration files that touch the database, run on PostgreSQL too. */
const PG_SUITES = [
  'seed', 'db-', 'api-', 'accounts-', 'wallet-', 'play-', 'auth-', 'hot-routes', 'cache-admission', 'cashbox-', 'gifts-', 'notifications',
  'levels', 'achievements', 'compoints', 'tournaments-', 'promotions-', 'protection-', 'documents', 'security-headers', 'realtime-pg', 'malformed-input', 'client-reports', 'idempotency-', 'economics-',
  'winners-', 'winback-', 'catalog-', 'demo-data-',
].map((prefix) => `tests/integration/${prefix}`);

async function main(): Promise<never> {
  const checks = await stage([
    { label: 'type-check', command: 'npx tsc --noEmit -p tsconfig.json' },
    { label: 'lint', command: 'npx eslint --max-warnings=0 .' },
    jestStep('unit', '--selectProjects unit', 'test-results/unit.json'),
  ]);
  if (!checks) finish(false);

  const integration = [jestStep('integration (PGlite)', '--selectProjects integration --runInBand', 'test-results/integration.json')];
  if (process.env.TEST_DATABASE_URL) {
    integration.push(jestStep('integration (PostgreSQL)', `${PG_SUITES.join(' ')} --selectProjects integration --runInBand`, 'test-results/integration-pg.json', { DB_DRIVER: 'postgres' }));
  } else {
    console.log('\n━━ integration (PostgreSQL): not run — set TEST_DATABASE_URL=postgres://… to run the catalogue, accounts, auth, wallet, play, cashbox, gifts, notices, documents, protection and hot-route suites on PostgreSQL too (CI does).');
  }
  if (!(await stage(integration))) finish(false);

  finish(await stage([{ label: 'end-to-end', command: 'npx playwright test', report: { file: 'test-results/e2e.json', counts: playwrightCounts } }]));
}

void main();
