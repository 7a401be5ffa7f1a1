import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runNpmBuild } from './build';
import { loginCookie, measureLogins, measurePacedRounds, measureRounds, startRealGame, type BenchPlayer, type LoadFigure } from './bench-play';
import { LIGHTHOUSE_PAGES, lighthouseChecks, measureLighthouse, printLighthouse, type LighthouseFigure, type LighthousePage } from './bench-lighthouse';
import { BENCH_PLAYER_PASSWORD, benchPlayer } from '@/lib/platform/seed/bench-players';
import { PASSWORD_HASH_PARAMS } from '@/lib/platform/auth/password';
import { OVERLOAD, overloadChecks, printOverload, runOverload, type OverloadResult } from './bench-overload';
import { costCheck, sideBySideCost, withServerCpu, type CostRig, type CostServer } from './bench-cost';
import { measurePgbench, type PgbenchFigure } from './bench-pgbench';
import { measureFanout, type FanoutFigure } from './bench-fanout';
import { HOSTILE, hostileChecks, measureHostileBodies, printHostile, type HostileFigures } from './bench-hostile';
import { writeRecord, type RecordedCheck } from './bench-record';
import { firstLoadJsKb, measurePage, printFigures, type Figure } from './bench-pages';
import { contentionChecks, measureContendedPgbench, measureContendedRounds } from './bench-contention';

/**
 * `npm run bench`: rebuilds when the sources changed, starts the production server on a fresh seeded database
 * and prints throughput and latency figures next to the targets of the issues. The numbers
 * are this machine's; the static asset is the ceiling of the same server.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const BASE = `http://localhost:${PORT}`;
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const measure = (label: string, urlPath: string, headers?: Record<string, string>) => measurePage(BASE, label, urlPath, { connections: CONNECTIONS, seconds: DURATION_S }, headers);

/**
 * The parts of the bench; BENCH_ONLY=lighthouse,player-lobby (a comma list) runs only those,
 * for working on one figure without loading the machine for minutes.
 */
const PARTS = ['lighthouse', 'pages', 'player-lobby', 'logins', 'rounds', 'promotions-cost', 'rewards-cost', 'hostile-bodies', 'overload', 'rounds-contended'] as const;
type Part = (typeof PARTS)[number];
function selectedParts(): Set<Part> {
  const only = process.env.BENCH_ONLY?.split(',').map((p) => p.trim()).filter(Boolean);
  if (!only?.length) return new Set(PARTS);
  const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  return new Set(only as Part[]);
}

/**
 * BENCH_LIGHTHOUSE_PAGES=lobby,game (a comma list of labels) audits only those pages, for working
 * on one page's figures; the calibration run is then of the first of them.
 */
function lighthousePages(): LighthousePage[] {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
  if (!only?.length) return [...LIGHTHOUSE_PAGES];
  const unknown = only.filter((label) => !LIGHTHOUSE_PAGES.some((page) => page.label === label));
  if (unknown.length) throw new Error(`BENCH_LIGHTHOUSE_PAGES: unknown page ${unknown.join(', ')} (pages: ${LIGHTHOUSE_PAGES.map((p) => p.label).join(', ')})`);
  return LIGHTHOUSE_PAGES.filter((page) => only.includes(page.label));
}

async function waitForServer(child: ChildProcess, base = BASE): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/json-api/serverdata`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start in time');
}

const BENCH_PLAYERS = 50;
const ROUND_BET = 20;

interface Ceiling {
  driver: string;
  tps: number;
  p50: number;
  p99: number;
}

/** tsx with the hook that lets plain Node load lib/platform's `import 'server-only'` (as npm start does). */
const TSX = [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--import', './scripts/server-only-hook.mjs'];

/** The ledger ceiling in its own process, on its own database, before the server runs. */
function ledgerCeiling(env: Record<string, string>): Ceiling {
  const out = spawnSync(process.execPath, [...TSX, 'scripts/bench-ledger-ceiling.ts', String(Math.min(DURATION_S, 10))], {
    // The ceiling plays as the demo player: demo data on whatever the database.
    env: { ...process.env, DEMO_DATA: 'on', ...PROMOS_ENV, ...env },
    encoding: 'utf8',
  });
  const line = out.stdout.trim().split('\n').pop() ?? '';
  if (out.status !== 0 || !line.startsWith('{')) throw new Error(`ledger ceiling failed: ${out.stderr}`);
  return JSON.parse(line) as Ceiling;
}

/**
 * The bench players are chosen members of this active tournament, whose games include
 * the slot they play, so every round goes through tournament scoring (BENCH_SCORING=0: without).
 */
const BENCH_TOURNAMENT = 'weekly-race-2';
const SCORING = process.env.BENCH_SCORING !== '0';
/**
 * The seeded promotions run (BENCH_PROMOS=0: none are seeded), and the bench players
 * joined BENCH_PROMO, so a cherry-blaze round earns points in three promos (coin-exchange and
 * slots-marathon count everybody, grand-lottery its joined players) and a win grows two pools.
 */
const BENCH_PROMO = 'grand-lottery';
const PROMOS = process.env.BENCH_PROMOS !== '0';
/** For the servers and the ceilings alike: a PostgreSQL server starts on the database its ceiling seeded. */
const PROMOS_ENV: Record<string, string> = PROMOS ? { SEED_BENCH_PROMO: BENCH_PROMO } : { SEED_DEMO_PROMOTIONS: '0' };
/** the share of pgbench's TPC-B-like rate at 50 clients, and the fan-out of one table update. */
const PGBENCH_SHARE = 0.6;
const FANOUT_SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 5_000);
const FANOUT_TARGET_MS = 250;

/**
 * BENCH_CPU_PROF=<dir>: each server the bench starts writes a V8 CPU profile there when it stops.
 * tsx's CLI runs the script in a child process, so a profiled server loads tsx as a hook instead.
 */
const SERVER = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--import', 'tsx', '--import', './scripts/server-only-hook.mjs', 'server.ts']
  : [...TSX, 'server.ts'];

/** `cpus`: a taskset CPU list the server (and what it starts) runs on; by default any. */
function startServer(env: Record<string, string>, port = PORT, cwd = process.cwd(), cpus?: string): ChildProcess {
  const tournament = SCORING ? { SEED_BENCH_TOURNAMENT: BENCH_TOURNAMENT } : {};
  return spawn(cpus ? 'taskset' : process.execPath, cpus ? ['-c', cpus, process.execPath, ...SERVER] : SERVER, {
    cwd,
    // DEMO_DATA on also on BENCH_DATABASE_URL: the measured rounds play in the seeded tournament and promotions.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PAGE_RATE_LIMIT: '0', TRUST_PROXY: '1', DEMO_DATA: 'on', SEED_BENCH_PLAYERS: String(BENCH_PLAYERS), ...tournament, ...PROMOS_ENV, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const players: BenchPlayer[] = Array.from({ length: BENCH_PLAYERS }, (_, i) => ({ email: benchPlayer(i).email, password: BENCH_PLAYER_PASSWORD }));

/** The share of the ledger ceiling the rounds figures are held to. */
const CEILING_SHARE = 0.4;
const SETTLE_MS = 2_000;

/**
 * Rounds of one player, then of 50 at once as fast as they can (the most the server does), then
 * of 50 at once offering CEILING_SHARE of the ledger ceiling (the latency at the target load).
 * Why the third: with 50 players each waiting for their answer before the next spin, latency is
 * 50 ÷ throughput (Little's law), so p99 < 50 ms "as fast as they can" would need over 1,000
 * rounds a second on any database; the target reads as "50 players together playing at 40% of
 * the ceiling are answered within 50 ms", and the saturation run shows the rate is within reach.
 */
async function roundFigures(driver: string, ceiling: Ceiling, serverPid: number | undefined): Promise<RoundFigures> {
  const tokens: string[] = [];
  for (let i = 0; i < BENCH_PLAYERS; i += 1) tokens.push(await startRealGame(BASE, players[i]!, 'cherry-blaze', i));
  const label = (f: Figure): Figure => ({ ...f, label: `${f.label} (${driver})` });
  // A pause before each run: the previous run's last answers and its client's teardown (50
  // sockets closing, its histograms) must not land in the next run's latencies.
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const costed = (run: () => Promise<LoadFigure>) => withServerCpu(serverPid, run);
  await settle();
  const one = label(await costed(() => measureRounds(BASE, tokens.slice(0, 1), ROUND_BET, DURATION_S)));
  await settle();
  const saturated = label(await costed(() => measureRounds(BASE, tokens, ROUND_BET, DURATION_S)));
  await settle();
  const paced = label(await costed(() => measurePacedRounds(BASE, tokens, ROUND_BET, DURATION_S, Math.max(1, Math.round(CEILING_SHARE * ceiling.tps)))));
  return { one, saturated, paced };
}

/**: the seeded promotions on (the bench players earn points in three, two prize pools grow) against none seeded. */
const PROMOTIONS_SIDES: [CostServer, CostServer] = [
  { label: 'promotions on', env: { SEED_BENCH_PROMO: BENCH_PROMO, SEED_DEMO_PROMOTIONS: '1' } },
  { label: 'promotions off', env: { SEED_BENCH_PROMO: '', SEED_DEMO_PROMOTIONS: '0' } },
];

/**
 * The round path now (with XP, compoints, achievement progress) against a
 * build of commit e3a8532 in BENCH_BASELINE_DIR (a worktree with its own `npx next build`). This
 * build runs without what added to the round (tournament scoring, promotions),
 * which their own figures hold.
 */
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
const REWARDS_SIDES = (baseline: string): [CostServer, CostServer] => [
  { label: 'this build', env: { SEED_BENCH_PROMO: '', SEED_DEMO_PROMOTIONS: '0', SEED_BENCH_TOURNAMENT: '' } },
  { label: 'e3a8532', env: {}, cwd: baseline },
];

/** What the side-by-side comparisons (bench-cost.ts) start, play and stop their servers with. */
const COST_RIG: CostRig = {
  basePort: PORT + 1,
  players,
  bet: ROUND_BET,
  settleMs: SETTLE_MS / 2,
  start: (env, port, cwd, cpus) => startServer({ ...env, DATABASE_URL: '' }, port, cwd, cpus),
  wait: waitForServer,
  stop: stopServer,
};

interface RoundFigures {
  one: Figure;
  saturated: Figure;
  paced: Figure;
}

function roundChecks(ceiling: Ceiling, rounds: RoundFigures): Array<[string, boolean]> {
  const { saturated, paced } = rounds;
  const target = CEILING_SHARE * ceiling.tps;
  const share = (rps: number) => `${((rps / ceiling.tps) * 100).toFixed(0)}%`;
  return [
    [
      `game rounds at 50 players (${ceiling.driver}): at most ${saturated.rps.toFixed(0)}/s, ${share(saturated.rps)} of the ledger ceiling ${ceiling.tps.toFixed(0)} tx/s ≥ ${CEILING_SHARE * 100}%`,
      saturated.rps >= target,
    ],
    // Timers land spins a little late; 95% of the offered rate counts as kept up.
    [
      `game rounds at 50 players offering ${target.toFixed(0)}/s (${ceiling.driver}): ${paced.rps.toFixed(0)}/s answered, p99 ${paced.p99.toFixed(1)} ms < 50 ms`,
      paced.rps >= 0.95 * target && paced.p99 < 50,
    ],
    [`game rounds without errors (${ceiling.driver})`, [rounds.one, saturated, paced].every((f) => f.errors === 0)],
  ];
}

/** The hostile-bodies part against the started server: the bench players in a real game, then the run. */
async function hostileFigures(serverPid: number | undefined): Promise<HostileFigures> {
  const tokens: string[] = [];
  for (let i = 0; i < BENCH_PLAYERS; i += 1) tokens.push(await startRealGame(BASE, players[i]!, 'cherry-blaze', i));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return measureHostileBodies(BASE, tokens, ROUND_BET, DURATION_S, HOSTILE, serverPid);
}

async function main() {
  const parts = selectedParts();
  // The bench measures the code as it is now.
  runNpmBuild(['--if-stale']);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-'));
  const ceilingDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-ceiling-'));
  const ceiling = parts.has('rounds') ? ledgerCeiling({ DATA_DIR: ceilingDir, DATABASE_URL: '' }) : null;
  const child = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const checks: RecordedCheck[] = [];
  const add = (part: string, items: ReadonlyArray<[string, boolean | null]>) => checks.push(...items.map(([text, ok]) => ({ part, text, ok })));
  const figures: Figure[] = [];
  let lighthouse: LighthouseFigure[] = [];
  let overload: OverloadResult | null = null;
  let hostile: HostileFigures | null = null;
  try {
    await waitForServer(child);
    // Lighthouse first, on a quiet server and machine: the load runs would skew its timings.
    if (parts.has('lighthouse')) {
      lighthouse = await measureLighthouse(BASE, lighthousePages(), LIGHTHOUSE_RUNS);
      add('lighthouse', lighthouseChecks(lighthouse));
    }
    const lobbyHtml = await (await fetch(`${BASE}/`)).text();
    if (parts.has('pages')) {
      const asset = lobbyHtml.match(/\/_next\/static\/[^"]+\.js/)?.[0];
      if (!asset) throw new Error('no static asset found in the lobby HTML');
      const staticAsset = await measure('static asset (ceiling)', asset);
      const lobby = await measure('lobby /', '/');
      figures.push(staticAsset, lobby, await measure('category /games/slots', '/games/slots'));
      const ceilingRps = staticAsset.rps;
      const guest = await measure('guest lobby /guest/', '/guest');
      figures.push(guest);
      const js = firstLoadJsKb(lobbyHtml);
      // The document as the browser gets it, before compression (what it parses).
      const htmlKb = Buffer.byteLength(lobbyHtml) / 1024;
      add('pages', [
        [`lobby p99 ${lobby.p99.toFixed(1)} ms < 100 ms`, lobby.p99 < 100],
        [`guest lobby ${((guest.rps / ceilingRps) * 100).toFixed(0)}% of the static-asset rate ≥ 30%`, guest.rps >= 0.3 * ceilingRps],
        [`lobby first-load JS ${js.toFixed(1)} KB gzipped ≤ 120 KB`, js <= 120],
        [`lobby HTML ${htmlKb.toFixed(1)} KB (uncompressed) ≤ 150 KB`, htmlKb <= 150],
      ]);
    }
    if (parts.has('player-lobby')) {
      // A player who logged in as a browser does: the session cookie and its hint on every request.
      const cookie = await loginCookie(BASE, players[0]!, 0);
      const lobby = await measure('lobby / (logged-in player)', '/', { cookie });
      figures.push(lobby);
      add('player-lobby', [[`lobby for a logged-in player p99 ${lobby.p99.toFixed(1)} ms < 100 ms`, lobby.p99 < 100 && lobby.errors === 0]]);
    }
    if (parts.has('logins')) {
      const logins = await measureLogins(BASE, players.slice(0, CONNECTIONS), CONNECTIONS, DURATION_S);
      figures.push(logins);
      // No target: the figure is what a password hash of this cost allows on this machine.
      add('logins', [[`${logins.label}: ${logins.rps.toFixed(0)}/s, p99 ${logins.p99.toFixed(1)} ms, errors ${logins.errors}`, null]]);
    }
    if (parts.has('hostile-bodies')) {
      hostile = await hostileFigures(child.pid);
      add('hostile-bodies', hostileChecks(hostile));
    }
    if (parts.has('overload')) {
      // Last on this server: its players and their rounds must not weigh on the other figures.
      overload = await runOverload(BASE, { ...OVERLOAD, serverPid: child.pid });
      add('overload', overloadChecks(overload));
    }
    if (ceiling) {
      const rounds = await roundFigures('pglite', ceiling, child.pid);
      figures.push(rounds.one, rounds.saturated, rounds.paced);
      add('rounds', roundChecks(ceiling, rounds));
    }
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(ceilingDir, { recursive: true, force: true });
  }

  if (parts.has('promotions-cost')) add('promotions-cost', [costCheck('promotions', await sideBySideCost(PROMOTIONS_SIDES, COST_RIG))]);
  if (parts.has('rewards-cost') && BASELINE_DIR) add('rewards-cost', [costCheck('loyalty rewards', await sideBySideCost(REWARDS_SIDES(BASELINE_DIR), COST_RIG))]);

  // The same play figures on PostgreSQL when a disposable database is named (its schema is emptied),
  // and the hostile bodies again there: with the database out of the server's thread, the rounds'
  // own stalls no longer swamp what the bodies cost.
  const pgUrl = parts.has('rounds') || parts.has('hostile-bodies') || parts.has('rounds-contended') ? process.env.BENCH_DATABASE_URL : undefined;
  let pgCeiling: Ceiling | null = null;
  let pgbench: PgbenchFigure | null = null;
  let fanout: FanoutFigure | null = null;
  let hostilePg: HostileFigures | null = null;
  if (pgUrl) {
    // pgbench first, on the same database, while nothing else runs; its tables are dropped after.
    if (parts.has('rounds')) pgbench = measurePgbench(pgUrl, BENCH_PLAYERS, Math.min(DURATION_S, 10));
    pgCeiling = ledgerCeiling({ DATABASE_URL: pgUrl });
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-pg-'));
    const pg = startServer({ DATABASE_URL: pgUrl, DATA_DIR: pgDataDir });
    try {
      await waitForServer(pg);
      if (parts.has('hostile-bodies')) {
        hostilePg = await hostileFigures(pg.pid);
        add('hostile-bodies-postgres', hostileChecks(hostilePg).map(([text, ok]) => [`${text} (postgres)`, ok]));
      }
      if (parts.has('rounds-contended')) {
        // Before the other round figures: the players' sessions and the tables as fresh as theirs.
        const tokens: string[] = [];
        for (let i = 0; i < BENCH_PLAYERS; i += 1) tokens.push(await startRealGame(BASE, players[i]!, 'cherry-blaze', i));
        const contended = await measureContendedRounds(BASE, tokens, ROUND_BET, pg.pid);
        add('rounds-contended', contentionChecks(contended, await measureContendedPgbench(pgUrl, BENCH_PLAYERS)));
      }
      if (pgbench && pgCeiling) {
        const rounds = await roundFigures('postgres', pgCeiling, pg.pid);
        figures.push(rounds.one, rounds.saturated, rounds.paced);
        add('rounds-postgres', roundChecks(pgCeiling, rounds));
        const share = rounds.saturated.rps / pgbench.tps;
        add('rounds-postgres', [[
          `game rounds at 50 players ${SCORING ? 'with' : 'WITHOUT'} tournament scoring (postgres): ${rounds.saturated.rps.toFixed(0)}/s, ${(share * 100).toFixed(0)}% of pgbench's tpcb-like ${pgbench.tps.toFixed(0)} tps at ${pgbench.clients} clients ≥ ${PGBENCH_SHARE * 100}%`,
          SCORING && share >= PGBENCH_SHARE,
        ]]);
        if (FANOUT_SOCKETS > 0) {
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          fanout = await measureFanout(BASE, pgUrl, BENCH_TOURNAMENT, FANOUT_SOCKETS);
          add('rounds-postgres', [[
            `one leaderboard update (${fanout.bytes} B) to ${fanout.sockets} sockets in room tournament:<id>: last socket after ${fanout.worstMs.toFixed(0)} ms (best ${fanout.bestMs.toFixed(0)} ms) < ${FANOUT_TARGET_MS} ms`,
            fanout.sockets === FANOUT_SOCKETS && fanout.worstMs < FANOUT_TARGET_MS,
          ]]);
        }
      }
    } finally {
      await stopServer(pg);
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  }

  const hash = PASSWORD_HASH_PARAMS;
  console.log(`\nCroupier bench — ${os.cpus().length} cores, ${CONNECTIONS} connections for pages and logins, ${DURATION_S} s each`);
  if (parts.size < PARTS.length) console.log(`only: ${[...parts].join(', ')} (BENCH_ONLY)`);
  if (lighthouse.length) printLighthouse(lighthouse);
  if (figures.length) {
    console.log('');
    printFigures(figures);
  }
  if (parts.has('logins')) console.log(`\nlogins hash passwords with ${hash.algorithm} m=${hash.memoryKiB / 1024} MiB, t=${hash.timeCost}, p=${hash.parallelism} (one KDF run per login, in the bounded expensive-work pool)`);
  if (overload) printOverload(overload, OVERLOAD);
  if (hostile) printHostile(hostile);
  if (hostilePg) printHostile(hostilePg, 'postgres');
  if (ceiling) console.log(`ledger ceiling (pglite): ${ceiling.tps.toFixed(0)} round transactions/s in a loop, p50 ${ceiling.p50.toFixed(1)} ms, p99 ${ceiling.p99.toFixed(1)} ms`);
  if (pgCeiling) console.log(`ledger ceiling (postgres): ${pgCeiling.tps.toFixed(0)} round transactions/s in a loop, p50 ${pgCeiling.p50.toFixed(1)} ms, p99 ${pgCeiling.p99.toFixed(1)} ms`);
  if (pgbench) console.log(`pgbench tpcb-like (postgres, scale 1, ${pgbench.clients} clients, -j 2): ${pgbench.tps.toFixed(0)} tps, latency ${pgbench.latencyMs.toFixed(1)} ms`);
  if (parts.has('rounds')) console.log(`tournament scoring: ${SCORING ? `on (the bench players are chosen members of ${BENCH_TOURNAMENT})` : 'off (BENCH_SCORING=0)'}`);
  if (parts.has('rounds')) {
    console.log(
      `promotions: ${PROMOS ? `on (points in coin-exchange, slots-marathon and ${BENCH_PROMO}, which the bench players joined; two prize pools) — compare the CPU ms per round with BENCH_PROMOS=0: at most 15% more` : 'off (BENCH_PROMOS=0: none seeded)'}`,
    );
  }
  if ((parts.has('rounds') || parts.has('rounds-contended')) && !pgUrl) console.log('PostgreSQL play figures (rounds, rounds-contended): set BENCH_DATABASE_URL=postgres://… (a disposable database) to add them');
  if (parts.has('rewards-cost') && !BASELINE_DIR) console.log("the loyalty rewards' round cost: set BENCH_BASELINE_DIR to a built worktree of commit e3a8532 to compare with it");
  console.log('\ntargets:');
  for (const { text, ok } of checks) console.log(`  ${ok === null ? 'figure' : ok ? 'met   ' : 'MISSED'} ${text}`);
  if (process.argv.includes('--record')) {
    const ran = [...parts, ...(pgUrl && parts.has('rounds') ? ['rounds-postgres'] : []), ...(hostilePg ? ['hostile-bodies-postgres'] : [])];
    writeRecord(checks, ran, lighthouse[0]?.benchmarkIndex ?? null, PARTS.flatMap((p) => (p === 'rounds' || p === 'hostile-bodies' ? [p, `${p}-postgres`] : [p])));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
