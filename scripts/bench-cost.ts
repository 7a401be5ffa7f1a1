import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureRounds, startRealGame, type BenchPlayer, type LoadFigure } from './bench-play';
import { processCpuSeconds } from './bench-overload';
import { coreSplit, pinProcess } from './cpu-affinity';
import { costMore, totalOf, type CostTurn } from './cost-interval';

/**
 * The cost of a round on two servers side by side (hold "at most 15% more cost
 * per round"), measured so that the machine's drift cancels out. On this shared machine the CPU a
 * round takes moved by half between bench runs minutes apart, far more than the 15% to be shown,
 * so both PGlite servers run at once and the bench players play on each in turns, the order
 * swapped every turn; each side's cost is its server's CPU time (the database inside it) over
 * the rounds it answered.
 */

/**
 * Turns per side and seconds per turn (BENCH_COST_TURNS to change). 16 (two 8-turn
 * runs read +1.6 % and −0.8 % for the promotions, whose work is real), 32 now: one
 * turn's CPU a round moved by up to half, and the interval printed with the figure needs turns.
 */
const COST_TURNS = Number(process.env.BENCH_COST_TURNS ?? 32);
const COST_TURN_S = 4;

/**
 * Server processes per side, one after another on the same databases, the turns shared among them
 * (BENCH_COST_PROCESSES to change). Why: two 32-turn runs of one pair of processes each, the same
 * code the same hour, read +9.2 % (95 % interval over their turns +5.4 to +13.0 %) and +18.2 %
 * (+12.5 to +24.8 %): a process keeps a cost of its own all its life (how the JIT compiled it,
 * where its memory fell), so the turns of one process pair cannot tell more than that pair.
 */
const COST_PROCESSES = Number(process.env.BENCH_COST_PROCESSES ?? 4);

/** A server of a comparison: its settings, and the folder of another build (a worktree) if not this one. */
export interface CostServer {
  label: string;
  env: Record<string, string>;
  cwd?: string;
}

export interface CostSide {
  label: string;
  /** In turn order (cost-interval.ts). */
  turns: CostTurn[];
  /** The CPUs its server ran on (coreSplit), or null for any. */
  cpus: string | null;
}

/** How bench.ts starts, waits for and stops a server, and who plays. */
export interface CostRig {
  basePort: number;
  players: readonly BenchPlayer[];
  bet: number;
  settleMs: number;
  /** `cpus`: the taskset CPU list to start the server on (coreSplit), or any CPU. */
  start: (env: Record<string, string>, port: number, cwd: string | undefined, cpus: string | undefined) => ChildProcess;
  wait: (child: ChildProcess, base: string) => Promise<void>;
  stop: (child: ChildProcess) => Promise<void>;
}

/**
 * A rounds run with the server's CPU time (`cpuMs`) and CPU milliseconds per answered round. On
 * PGlite the database runs inside the server process, so this is the whole cost of a round; on
 * PostgreSQL it leaves out the database server's share. Linux only (/proc); elsewhere both are
 * left out.
 */
export async function withServerCpu(serverPid: number | undefined, run: () => Promise<LoadFigure>): Promise<LoadFigure & { cpuMs?: number; cpuMsPerRound?: number }> {
  const before = serverPid ? processCpuSeconds(serverPid) : 0;
  const figure = await run();
  const used = serverPid && before > 0 ? processCpuSeconds(serverPid) - before : 0;
  if (used <= 0) return figure;
  return { ...figure, cpuMs: used * 1000, cpuMsPerRound: figure.answered > 0 ? (used * 1000) / figure.answered : undefined };
}

/**
 * The servers on one CPU, the bench's players on the others (Linux with taskset and at least two
 * CPUs; BENCH_COST_PIN=0: any CPU, as before). Why: with the 50 players' requests sharing both
 * cores with the server, the server's CPU time a round was inflated and swung from turn to turn
 * — the load's work evicts the server's caches and moves it between cores mid-turn (2026-11-29,
 * one machine: 3.7–4.8 CPU ms a round unpinned, 2.4–3.9 pinned). Both sides are pinned alike, so
 * the comparison stays fair; a server in production does not share its cores with its own
 * clients either. One run still moves by several points (docs/decisions/0029, and the
 * promotions-cost part in docs/benchmarks.md).
 */
export async function sideBySideCost(servers: [CostServer, CostServer], rig: CostRig): Promise<[CostSide, CostSide]> {
  const split = coreSplit(process.env.BENCH_COST_PIN === '0');
  const sides = servers.map((server, i) => ({ ...server, dir: mkdtempSync(path.join(os.tmpdir(), 'croupier-cost-')), port: rig.basePort + i, base: `http://localhost:${rig.basePort + i}` }));
  const totals: CostSide[] = sides.map((side) => ({ label: side.label, turns: [], cpus: split?.server ?? null }));
  if (split) pinProcess(process.pid, { list: split.load });
  try {
    for (let started = 0, turn = 0; started < COST_PROCESSES; started += 1) {
      // The same databases every time (seeded by the first start), new server processes.
      const children = sides.map((side) => rig.start({ ...side.env, DATA_DIR: side.dir }, side.port, side.cwd, split?.server));
      try {
        await Promise.all(sides.map((side, i) => rig.wait(children[i]!, side.base)));
        const tokens: string[][] = [];
        for (const side of sides) {
          const mine: string[] = [];
          for (let i = 0; i < rig.players.length; i += 1) mine.push(await startRealGame(side.base, rig.players[i]!, 'cherry-blaze', i));
          tokens.push(mine);
        }
        // One turn a side first, not counted: the first turn ran about 30 % dearer on both
        // sides (the JIT warming up), a cost no later round pays.
        for (const [i, side] of sides.entries()) await measureRounds(side.base, tokens[i]!, rig.bet, COST_TURN_S);
        for (const end = Math.round(((started + 1) * COST_TURNS) / COST_PROCESSES); turn < end; turn += 1) {
          for (const i of turn % 2 === 0 ? [0, 1] : [1, 0]) {
            await new Promise((resolve) => setTimeout(resolve, rig.settleMs));
            const run = await withServerCpu(children[i]!.pid, () => measureRounds(sides[i]!.base, tokens[i]!, rig.bet, COST_TURN_S));
            totals[i]!.turns.push({ cpuMs: run.cpuMs ?? Number.NaN, rounds: run.answered, process: started });
          }
        }
      } finally {
        for (const child of children) await rig.stop(child);
      }
    }
    return [totals[0]!, totals[1]!];
  } finally {
    if (split) pinProcess(process.pid, { mask: split.before });
    for (const side of sides) rmSync(side.dir, { recursive: true, force: true });
  }
}

/**
 * "A round with the first side's code or settings costs at most 15% more than with the second's",
 * judged on all the turns together, printed with its 95 % interval and the figure of each process
 * pair (`costMore`): one pair's figure moved by several points between pairs.
 */
export function costCheck(what: string, [a, b]: [CostSide, CostSide]): [string, boolean] {
  const [totalA, totalB] = [totalOf(a.turns), totalOf(b.turns)];
  const { more, low, high, byProcess } = costMore(a.turns, b.turns);
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
  return [
    `${what}: a round costs ${(totalA.cpuMs / totalA.rounds).toFixed(2)} CPU ms with ${a.label}, ${(totalB.cpuMs / totalB.rounds).toFixed(2)} with ${b.label} (pglite, ${COST_TURNS} alternating turns of ${COST_TURN_S} s a side over ${COST_PROCESSES} server processes a side, each after a turn not counted; ${totalA.rounds} and ${totalB.rounds} rounds; each process pair ${byProcess.map(pct).join(', ')}; ${a.cpus === null ? 'servers on any CPU' : `servers on CPU ${a.cpus}, players on the others`}): ${pct(more)} (95 % interval ${pct(low)} to ${pct(high)}) ≤ 15%`,
    totalA.rounds > 0 && totalB.rounds > 0 && more <= 0.15,
  ];
}
