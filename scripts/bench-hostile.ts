import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { hostilePhase, type HostileOrder, type SenderMessage } from './bench-hostile-sender';
import { affinityOf, coreSplit, pinProcess } from './cpu-affinity';
import { sampleSteal, stolenShare } from './host-steal';
import { measurePacedRounds, pacedFigure, pacedRoundSamples, type LoadFigure, type PacedSamples } from './bench-play';

/**
 * The hostile-bodies part of `npm run bench`: do bodies built to be expensive slow the players
 * down? 50 players' rounds at a steady offered rate, with and without a stranger sending 20
 * hostile bodies a second (30 000 nested arrays, 5 000 keys, a 60 KB string — each just under
 * the 64 KB limit — and 1 MB sent chunked) at login, sign-up, the round call and PUT /log. The
 * body limits (lib/platform/http/json-limits.ts) refuse them with one linear scan of the text,
 * before Next (lib/platform/front-door), so the rounds' p99 should barely move; before them one
 * deep body held the event loop 0.5–4 s.
 */

export interface HostileFigures {
  without: LoadFigure;
  with: LoadFigure;
  /** The hostile bodies sent and their answers' statuses (0: no answer). */
  hostile: { sent: number; statuses: Record<string, number> };
  /** The share of the machine's CPU time the hypervisor took in each load's phases (host-steal.ts); null off Linux. */
  steal: { without: number | null; with: number | null };
}

/**
 * The part's load: the 50 players' rounds at this offered rate, with this many hostile bodies a
 * second at login, sign-up, the round call and PUT /log in every other phase of `phaseMs`.
 *
 * One round a player a second, three times a real player's pace (a spin and its animation take
 * about 3 s). At 100 a second the embedded database's one thread was 70-80 % busy with the
 * rounds alone, so their p99 was set by queueing and moved between 98 and 240 ms from run to run
 * whatever the bodies did, more than the 10 % the figure compares (docs/decisions/0019).
 */
export const HOSTILE = {
  roundsPerSecond: Number(process.env.BENCH_HOSTILE_ROUNDS ?? 50),
  bodiesPerSecond: Number(process.env.BENCH_HOSTILE_BODIES ?? 20),
  phaseMs: Number(process.env.BENCH_HOSTILE_PHASE_MS ?? 2000),
};

/** Rounds sent this soon after a phase began are not counted: bodies of the phase before may still be in flight. */
const PHASE_GUARD_MS = 300;

/** p99 with the hostile bodies may be this much above p99 without. */
export const HOSTILE_P99_MARGIN = 0.1;

/**
 * BENCH_HOSTILE_PIN=1: the server on one CPU, the players' rounds and the hostile sender on the
 * other (Linux with taskset and at least two CPUs), so the sender's own work (writing a megabyte
 * through the loopback five times a second) is not charged to the server. Off by default: on a
 * 2-core host one CPU is half the server's, and its rounds' p99 alone rose more than the bodies
 * ever moved it (docs/decisions/0019).
 *
 * The hostile bodies come from a process of their own (bench-hostile-sender.ts), as an attacker's
 * machine would send them: building and writing 1 MB bodies in the bench's own process would
 * delay the measured rounds' timers on the client side and charge the server for it.
 */
async function hostileSender(): Promise<{ send: (order: HostileOrder) => Promise<HostileFigures['hostile']>; stop: () => void }> {
  const child = fork(path.join(__dirname, 'bench-hostile-sender.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // At the lowest CPU priority: an attacker's machine is not the server's, so the sender's own
  // work (encoding and writing 5 MB a second) waits for the server's and the players' instead of
  // taking a core from them on a 2-core host. What the bodies cost the server stays on the server.
  if (child.pid !== undefined) os.setPriority(child.pid, 19);
  let answered: ((figures: HostileFigures['hostile']) => void) | null = null;
  let ready: () => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const started = new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject)));
  child.on('message', (message: SenderMessage) => {
    if (message.type === 'ready') ready();
    else answered?.(message.hostile);
  });
  child.on('exit', (code) => failed(new Error(`the hostile sender ended with ${code}`)));
  await started;
  return {
    send: (order) =>
      new Promise((resolve, reject) => {
        answered = resolve;
        failed = reject;
        child.send(order);
      }),
    stop: () => child.disconnect(),
  };
}

/**
 * One run of rounds, the hostile bodies on and off in alternating phases of `phaseMs`, each
 * round filed under the phase it was sent in (its first PHASE_GUARD_MS left out); each figure
 * pools its phases. The two loads thus share the same connections, the same minutes of the
 * machine and the same state of the server: runs of each load one after the other made p99 swing
 * by more than the effect measured (the machine drifting, a collection, a cache warming), and
 * short runs charged the first round of every fresh connection to whichever load was then
 * running. Each load gets six times the bench's run length. A short run first, not counted,
 * warms the round path up.
 */
export async function measureHostileBodies(
  base: string,
  runTokens: readonly string[],
  bet: number,
  seconds: number,
  load: { roundsPerSecond: number; bodiesPerSecond: number; phaseMs: number },
  serverPid: number | undefined,
): Promise<HostileFigures> {
  const { roundsPerSecond, bodiesPerSecond, phaseMs } = load;
  // Each load's p99 from about 2,500 rounds at the default rate: with half as many it swung by
  // 20 % between runs of one build.
  const runSeconds = 2 * 6 * seconds;
  const split = serverPid === undefined ? null : coreSplit(process.env.BENCH_HOSTILE_PIN !== '1');
  const serverBefore = split && serverPid !== undefined ? affinityOf(serverPid) : null;
  if (split && serverPid !== undefined && serverBefore) {
    pinProcess(serverPid, { list: split.server });
    // The sender, forked below, inherits the load's CPUs.
    pinProcess(process.pid, { list: split.load });
  }
  await measurePacedRounds(base, runTokens, bet, Math.min(3, seconds), roundsPerSecond);
  const sender = await hostileSender();
  try {
    const order: HostileOrder = { base, perSecond: bodiesPerSecond, startAt: Date.now() + 500, seconds: runSeconds, phaseMs };
    const bodies = sender.send(order);
    const stealing = sampleSteal();
    const rounds = await pacedRoundSamples(base, runTokens, bet, runSeconds, roundsPerSecond, order.startAt);
    const stolen = stealing.stop();
    const hostile = await bodies;
    const inPhase = (withBodies: boolean) => (at: number) => hostilePhase(at, order)?.withBodies === withBodies;
    const steal = { without: stolenShare(stolen, inPhase(false)), with: stolenShare(stolen, inPhase(true)) };
    const alone: PacedSamples = { latencies: [], sentAt: [], errors: 0, seconds: 0 };
    const attacked: PacedSamples = { latencies: [], sentAt: [], errors: 0, seconds: 0 };
    rounds.latencies.forEach((latency, i) => {
      const phase = hostilePhase(rounds.sentAt[i]!, order);
      if (!phase || phase.intoPhaseMs < PHASE_GUARD_MS) return;
      const into = phase.withBodies ? attacked : alone;
      into.latencies.push(latency);
      into.sentAt.push(rounds.sentAt[i]!);
    });
    // Each load's share of the run, less the guards; a failed round counts against both loads.
    const counted = (runSeconds / 2) * (1 - PHASE_GUARD_MS / phaseMs);
    alone.seconds = attacked.seconds = counted;
    alone.errors = attacked.errors = rounds.errors;
    const pinned = split && serverBefore ? `, the server on CPU ${split.server} and the load on ${split.load}` : '';
    const label = `game rounds, ${runTokens.length} players offering ${roundsPerSecond.toFixed(0)}/s for ${runSeconds} s, the bodies on and off every ${phaseMs / 1000} s${pinned}`;
    return { without: pacedFigure(`${label}: rounds without`, [alone]), with: pacedFigure(`${label}: rounds with ${bodiesPerSecond} hostile bodies/s`, [attacked]), hostile, steal };
  } finally {
    sender.stop();
    if (split && serverPid !== undefined && serverBefore) {
      pinProcess(process.pid, { mask: split.before });
      pinProcess(serverPid, { mask: serverBefore });
    }
  }
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The part's targets, printed with the bench's others. */
export function hostileChecks(figures: HostileFigures): Array<[string, boolean]> {
  const { without, with: withHostile, hostile, steal } = figures;
  const limit = without.p99 * (1 + HOSTILE_P99_MARGIN);
  const stolen = steal.without === null || steal.with === null ? '' : `; the host took ${percent(steal.without)} / ${percent(steal.with)} of the CPUs`;
  const refused = Object.entries(hostile.statuses).filter(([status]) => status.startsWith('4')).reduce((sum, [, n]) => sum + n, 0);
  return [
    [
      `game rounds' p99 with hostile bodies ${withHostile.p99.toFixed(1)} ms within ${HOSTILE_P99_MARGIN * 100}% of without (${without.p99.toFixed(1)} ms, limit ${limit.toFixed(1)} ms${stolen})`,
      withHostile.p99 <= limit && withHostile.errors === 0 && without.errors === 0,
    ],
    [`hostile bodies refused with a 4xx: ${refused} of ${hostile.sent} (statuses ${JSON.stringify(hostile.statuses)}), none 5xx`, refused === hostile.sent],
  ];
}

/** The two runs' p99 side by side, and what the hostile bodies were answered. */
export function printHostile(figures: HostileFigures, driver = 'pglite'): void {
  const { without, with: withHostile, hostile } = figures;
  console.log(`\nhostile bodies, ${driver} (${hostile.sent} sent: deep, wide, long string, 1 MB chunked, at login, sign-up, round, PUT /log)`);
  console.log('rounds'.padEnd(28) + 'alone'.padStart(12) + 'with hostile'.padStart(14));
  console.log('answered/s'.padEnd(28) + without.rps.toFixed(0).padStart(12) + withHostile.rps.toFixed(0).padStart(14));
  console.log('p50 ms'.padEnd(28) + without.p50.toFixed(1).padStart(12) + withHostile.p50.toFixed(1).padStart(14));
  console.log('p99 ms'.padEnd(28) + without.p99.toFixed(1).padStart(12) + withHostile.p99.toFixed(1).padStart(14));
  console.log('errors'.padEnd(28) + String(without.errors).padStart(12) + String(withHostile.errors).padStart(14));
  console.log(`hostile answers by status: ${JSON.stringify(hostile.statuses)}`);
  if (figures.steal.without !== null && figures.steal.with !== null) {
    console.log(`host steal (CPU time the hypervisor gave elsewhere): ${percent(figures.steal.without)} alone, ${percent(figures.steal.with)} with the bodies`);
  }
}
