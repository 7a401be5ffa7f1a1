import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { measureRounds } from './bench-play';
import { processCpuSeconds } from './bench-overload';
import { PGBENCH, runPgbench, tpsOf } from './bench-pgbench';

/**
 * The contended part of `npm run bench` (PostgreSQL): do the rounds hold up when something else
 * takes a core? A shared or busy host is the usual case (a backup, a build, a neighbour); on
 * such a host rounds once fell from 333 to 45 a second while pgbench kept 80 % of its rate.
 *
 * The 50 players play as fast as they can in phases of PHASE_S seconds, a one-core CPU hog
 * (`yes > /dev/null`, as the reproduction) running in every other phase; each load's
 * rate pools its phases. Alternating phases share one server, one database and the same minutes
 * of the machine, so drift (a collection, autovacuum, a neighbour) falls on both loads alike.
 * pgbench runs the same way on its own tables beside it, for the yardstick.
 */

export interface ContendedFigure {
  quiet: { rate: number; p99: number; errors: number };
  hog: { rate: number; p99: number; errors: number };
  /** The server's CPU milliseconds per answered round in each load (null without its pid). */
  cpuMsPerRound: { quiet: number | null; hog: number | null };
}

/** Phases per load and seconds per phase (BENCH_CONTENTION_PHASES, BENCH_CONTENTION_PHASE_S). */
export const CONTENTION = {
  phases: Number(process.env.BENCH_CONTENTION_PHASES ?? 4),
  phaseSeconds: Number(process.env.BENCH_CONTENTION_PHASE_S ?? 5),
};

/** The share of the quiet rate the rounds keep beside the hog. */
export const CONTENDED_SHARE = 0.6;

/** A one-core CPU hog: `yes` writing to /dev/null, started now, stopped by the caller. */
function startHog(): { stop: () => Promise<void> } {
  const sink = openSync('/dev/null', 'w');
  const child: ChildProcess = spawn('yes', [], { stdio: ['ignore', sink, 'ignore'] });
  return {
    stop: async () => {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
      closeSync(sink);
    },
  };
}

interface Phase {
  answered: number;
  seconds: number;
  p99: number;
  errors: number;
  cpuMs: number | null;
}

/** Pools a load's phases: its rate, its worst phase's p99, its errors and its server CPU a round. */
function pooled(phases: readonly Phase[]): ContendedFigure['quiet'] & { cpuMsPerRound: number | null } {
  const answered = phases.reduce((sum, p) => sum + p.answered, 0);
  const seconds = phases.reduce((sum, p) => sum + p.seconds, 0);
  const cpu = phases.every((p) => p.cpuMs !== null) ? phases.reduce((sum, p) => sum + (p.cpuMs ?? 0), 0) : null;
  return {
    rate: answered / seconds,
    p99: Math.max(...phases.map((p) => p.p99)),
    errors: phases.reduce((sum, p) => sum + p.errors, 0),
    cpuMsPerRound: cpu === null || answered === 0 ? null : cpu / answered,
  };
}

/** Runs `phase` in alternating quiet and hogged phases (quiet first, then the order swapped each pair). */
async function alternate<T>(phases: number, phase: (hogged: boolean) => Promise<T>): Promise<{ quiet: T[]; hog: T[] }> {
  const out = { quiet: [] as T[], hog: [] as T[] };
  for (let i = 0; i < phases; i += 1) {
    for (const hogged of i % 2 === 0 ? [false, true] : [true, false]) {
      const hog = hogged ? startHog() : null;
      try {
        // The hog gets a moment to be scheduled before the phase counts.
        if (hog) await new Promise((resolve) => setTimeout(resolve, 300));
        (hogged ? out.hog : out.quiet).push(await phase(hogged));
      } finally {
        await hog?.stop();
      }
    }
  }
  return out;
}

/** The players' rounds, saturated, quiet and beside the hog. */
export async function measureContendedRounds(base: string, runTokens: readonly string[], bet: number, serverPid: number | undefined): Promise<ContendedFigure> {
  const { phases, phaseSeconds } = CONTENTION;
  // Warm the path up: the first seconds of a fresh server are JIT and pool start-up.
  await measureRounds(base, runTokens, bet, 2);
  const runs = await alternate(phases, async () => {
    const cpuBefore = serverPid === undefined ? 0 : processCpuSeconds(serverPid);
    const figure = await measureRounds(base, runTokens, bet, phaseSeconds);
    const cpuMs = serverPid === undefined ? null : (processCpuSeconds(serverPid) - cpuBefore) * 1000;
    return { answered: figure.answered, seconds: phaseSeconds, p99: figure.p99, errors: figure.errors, cpuMs } satisfies Phase;
  });
  const quiet = pooled(runs.quiet);
  const hog = pooled(runs.hog);
  return {
    quiet: { rate: quiet.rate, p99: quiet.p99, errors: quiet.errors },
    hog: { rate: hog.rate, p99: hog.p99, errors: hog.errors },
    cpuMsPerRound: { quiet: quiet.cpuMsPerRound, hog: hog.cpuMsPerRound },
  };
}

/** pgbench's tpcb-like rate at `clients`, quiet and beside the hog, on its own tables (dropped after). */
export async function measureContendedPgbench(url: string, clients: number): Promise<{ quiet: number; hog: number }> {
  runPgbench(['-i', '-q'], url);
  try {
    const { phases, phaseSeconds } = CONTENTION;
    const runs = await alternate(phases, async () => {
      const text = await new Promise<string>((resolve, reject) => {
        const child = spawn(PGBENCH, ['-c', String(clients), '-j', '2', '-T', String(phaseSeconds), url]);
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pgbench failed: ${output}`))));
      });
      return tpsOf(text);
    });
    const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
    return { quiet: mean(runs.quiet), hog: mean(runs.hog) };
  } finally {
    runPgbench(['-i', '-I', 'd'], url);
  }
}

/** The part's target, and pgbench's share beside it as the yardstick. */
export function contentionChecks(rounds: ContendedFigure, pgbench: { quiet: number; hog: number } | null): Array<[string, boolean | null]> {
  const share = rounds.hog.rate / rounds.quiet.rate;
  const pg = pgbench ? `; pgbench ${pgbench.quiet.toFixed(0)} → ${pgbench.hog.toFixed(0)} tps, ${((pgbench.hog / pgbench.quiet) * 100).toFixed(0)}%` : '';
  return [
    [
      `game rounds at 50 players beside a one-core CPU hog (postgres): ${rounds.quiet.rate.toFixed(0)}/s quiet → ${rounds.hog.rate.toFixed(0)}/s, ${(share * 100).toFixed(0)}% ≥ ${CONTENDED_SHARE * 100}% (p99 ${rounds.quiet.p99.toFixed(0)} → ${rounds.hog.p99.toFixed(0)} ms${pg})`,
      share >= CONTENDED_SHARE && rounds.quiet.errors === 0 && rounds.hog.errors === 0,
    ],
    [
      `server CPU per round quiet / beside the hog: ${rounds.cpuMsPerRound.quiet?.toFixed(2) ?? '—'} / ${rounds.cpuMsPerRound.hog?.toFixed(2) ?? '—'} ms`,
      null,
    ],
  ];
}
