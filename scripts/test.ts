import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: type-check, lint, unit, integration (PGlite), the integration files that touch the
 * database again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), the production build,
 * then end-to-end. Prints one closing "N passed, N failed" line.
 *
 * CI has two cores and every step but the build and the browser journeys is mostly one busy
 * thread, so the steps run from one queue on two lanes: a lane that finishes a step takes the
 * next, and no core waits while a step is left. The PGlite integration files run in
 * shards (each file has its own in-memory database, so shards never meet); PostgreSQL has one
 * database, so its files run in one step. The build (`npm run build -- --if-stale`, what the
 * journeys' web server would run) takes the last lane, and the journeys run alone once every
 * other step has passed. A failed step stops the queue: nothing more starts, the steps running
 * finish, and the journeys never run. A step's output is printed whole when it ends, so steps
 * side by side never interleave their lines.
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

/** How many steps run at once: CI's two cores (a third busy step only shares them). */
const LANES = 2;

/** Adds a finished step's counts: a failed run whose report shows no failure still counts as one. */
function count(step: Step, passed: boolean): void {
  if (!step.report) {
    if (!passed) total.failed += 1;
    return;
  }
  const c = step.report.counts(step.report.file);
  total.passed += c.passed;
  total.failed += !passed && c.failed === 0 ? 1 : c.failed;
}

/**
 * Runs the steps in their order on LANES lanes and adds their counts. A step's report is removed
 * first, so a stale report never stands in for a run that did not happen (a crash, a server that
 * failed to start). After a failure no further step starts. Answers whether every step passed.
 */
async function queue(steps: Step[]): Promise<boolean> {
  for (const step of steps) if (step.report) rmSync(step.report.file, { force: true });
  let next = 0;
  let ok = true;
  const lane = async (): Promise<void> => {
    while (ok && next < steps.length) {
      const step = steps[next]!;
      next += 1;
      const passed = await execute(step, false);
      count(step, passed);
      if (!passed) ok = false;
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return ok;
}

/** Runs one step alone, its output streamed. */
async function alone(step: Step): Promise<boolean> {
  if (step.report) rmSync(step.report.file, { force: true });
  const passed = await execute(step, true);
  count(step, passed);
  return passed;
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

/**
 * The PGlite integration files in this many shards (Jest's --shard: by a hash of each path, which
 * splits these files' time within about a fifth), so the queue's lanes end close together.
 */
const PGLITE_SHARDS = 3;

async function main(): Promise<never> {
  const steps: Step[] = [
    // The quick checks first: a type or lint error stops the queue before the long steps start.
    { label: 'type-check', command: 'npx tsc --noEmit -p tsconfig.json' },
    { label: 'lint', command: 'npx eslint --max-warnings=0 .' },
    jestStep('unit', '--selectProjects unit', 'test-results/unit.json'),
  ];
  if (process.env.TEST_DATABASE_URL) {
    // The longest single step, started early so that the shards fill the other lane around it.
    steps.push(jestStep('integration (PostgreSQL)', `${PG_SUITES.join(' ')} --selectProjects integration --runInBand`, 'test-results/integration-pg.json', { DB_DRIVER: 'postgres' }));
  } else {
    console.log('\n━━ integration (PostgreSQL): not run — set TEST_DATABASE_URL=postgres://… to run the catalogue, accounts, auth, wallet, play, cashbox, gifts, notices, documents, protection and hot-route suites on PostgreSQL too (CI does).');
  }
  for (let shard = 1; shard <= PGLITE_SHARDS; shard += 1) {
    const report = shard === 1 ? 'test-results/integration.json' : `test-results/integration-${shard}.json`;
    steps.push(jestStep(`integration (PGlite ${shard}/${PGLITE_SHARDS})`, `--selectProjects integration --runInBand --shard=${shard}/${PGLITE_SHARDS}`, report));
  }
  // Several threads of its own: last, where it fills both cores as the other lane's step ends.
  steps.push({ label: 'build', command: 'npm run build -- --if-stale' });
  if (!(await queue(steps))) finish(false);

  finish(await alone({ label: 'end-to-end', command: 'npx playwright test', report: { file: 'test-results/e2e.json', counts: playwrightCounts } }));
}

void main();
