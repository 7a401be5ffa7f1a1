import { fork } from 'node:child_process';
import path from 'node:path';
import type { SenderMessage } from './bench-hostile-sender';
import { measurePacedRounds, pacedFigure, pacedRoundSamples, type LoadFigure, type PacedSamples } from './bench-play';

/**
 * The hostile-bodies part of `npm run bench`: do bodies built to be expensive slow the players
 * down? 50 players' rounds at a steady offered rate, once alone and once while a stranger sends
 * 20 hostile bodies a second (30 000 nested arrays, 5 000 keys, a 60 KB string — each just under
 * the 64 KB limit — and 1 MB sent chunked) at login, sign-up, the round call and PUT /log. The
 * body limits (lib/platform/http/json-limits.ts) refuse them with one linear scan of the text,
 * so the rounds' p99 should barely move; before them one deep body held the event loop 0.5–4 s.
 */

export interface HostileFigures {
  without: LoadFigure;
  with: LoadFigure;
  /** The hostile bodies sent and their answers' statuses (0: no answer). */
  hostile: { sent: number; statuses: Record<string, number> };
}

/**
 * The part's load: the 50 players' rounds at this offered rate, alone and with this many hostile
 * bodies a second at login, sign-up, the round call and PUT /log.
 */
export const HOSTILE = {
  roundsPerSecond: Number(process.env.BENCH_HOSTILE_ROUNDS ?? 100),
  bodiesPerSecond: Number(process.env.BENCH_HOSTILE_BODIES ?? 20),
  /** How many turns of each load the run takes, in alternating order (see measureHostileBodies). */
  turns: Number(process.env.BENCH_HOSTILE_TURNS ?? 6),
};

/** p99 with the hostile bodies may be this much above p99 without. */
export const HOSTILE_P99_MARGIN = 0.1;

/**
 * The hostile bodies come from a process of their own (bench-hostile-sender.ts), as an attacker's
 * machine would send them: building and writing 1 MB bodies in the bench's own process would
 * delay the measured rounds' timers on the client side and charge the server for it. The one
 * sender serves every turn: `send` starts a turn's bodies and answers what they were answered.
 */
async function hostileSender(): Promise<{ send: (base: string, perSecond: number, seconds: number) => Promise<HostileFigures['hostile']>; stop: () => void }> {
  const child = fork(path.join(__dirname, 'bench-hostile-sender.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
    send: (base, perSecond, seconds) =>
      new Promise((resolve, reject) => {
        answered = resolve;
        failed = reject;
        child.send({ base, perSecond, seconds });
      }),
    stop: () => child.disconnect(),
  };
}

/**
 * The rounds alone and with the hostile bodies, in `turns` turns of each, alternating which comes
 * first (alone-with, with-alone, …), each figure pooled over its turns: a machine that drifts
 * during the run (its own jobs, a collection, a cache warming up) weighs on both figures alike
 * instead of on whichever load ran last — one turn of each made p99 swing by more than the effect
 * measured. A short run first, not counted, warms the round path up; a pause after each turn lets
 * its sockets close.
 */
export async function measureHostileBodies(
  base: string,
  runTokens: readonly string[],
  bet: number,
  seconds: number,
  load: { roundsPerSecond: number; bodiesPerSecond: number; turns: number },
  settleMs: number,
): Promise<HostileFigures> {
  const { roundsPerSecond, bodiesPerSecond } = load;
  const turns = Math.max(1, Math.floor(load.turns));
  // Each load gets three times the bench's run length in all, split into its turns.
  const turnSeconds = Math.max(2, (3 * seconds) / turns);
  await measurePacedRounds(base, runTokens, bet, Math.min(3, seconds), roundsPerSecond);
  const sender = await hostileSender();
  const alone: PacedSamples[] = [];
  const attacked: PacedSamples[] = [];
  const hostile: HostileFigures['hostile'] = { sent: 0, statuses: {} };
  try {
    for (let turn = 0; turn < turns; turn += 1) {
      for (const withBodies of turn % 2 === 0 ? [false, true] : [true, false]) {
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        if (!withBodies) {
          alone.push(await pacedRoundSamples(base, runTokens, bet, turnSeconds, roundsPerSecond));
          continue;
        }
        const bodies = sender.send(base, bodiesPerSecond, turnSeconds);
        attacked.push(await pacedRoundSamples(base, runTokens, bet, turnSeconds, roundsPerSecond));
        const answers = await bodies;
        hostile.sent += answers.sent;
        for (const [status, n] of Object.entries(answers.statuses)) hostile.statuses[status] = (hostile.statuses[status] ?? 0) + n;
      }
    }
  } finally {
    sender.stop();
  }
  const label = `game rounds, ${runTokens.length} players offering ${roundsPerSecond.toFixed(0)}/s, ${turns} turns of ${turnSeconds.toFixed(0)} s`;
  return { without: pacedFigure(`${label}, alone`, alone), with: pacedFigure(`${label} + ${bodiesPerSecond} hostile bodies/s`, attacked), hostile };
}

/** The part's targets, printed with the bench's others. */
export function hostileChecks(figures: HostileFigures): Array<[string, boolean]> {
  const { without, with: withHostile, hostile } = figures;
  const limit = without.p99 * (1 + HOSTILE_P99_MARGIN);
  const refused = Object.entries(hostile.statuses).filter(([status]) => status.startsWith('4')).reduce((sum, [, n]) => sum + n, 0);
  return [
    [
      `game rounds' p99 with hostile bodies ${withHostile.p99.toFixed(1)} ms within ${HOSTILE_P99_MARGIN * 100}% of without (${without.p99.toFixed(1)} ms, limit ${limit.toFixed(1)} ms)`,
      withHostile.p99 <= limit && withHostile.errors === 0 && without.errors === 0,
    ],
    [`hostile bodies refused with a 4xx: ${refused} of ${hostile.sent} (statuses ${JSON.stringify(hostile.statuses)}), none 5xx`, refused === hostile.sent],
  ];
}

/** The two runs' p99 side by side, and what the hostile bodies were answered. */
export function printHostile(figures: HostileFigures): void {
  const { without, with: withHostile, hostile } = figures;
  console.log(`\nhostile bodies (${hostile.sent} sent: deep, wide, long string, 1 MB chunked, at login, sign-up, round, PUT /log)`);
  console.log('rounds'.padEnd(28) + 'alone'.padStart(12) + 'with hostile'.padStart(14));
  console.log('answered/s'.padEnd(28) + without.rps.toFixed(0).padStart(12) + withHostile.rps.toFixed(0).padStart(14));
  console.log('p50 ms'.padEnd(28) + without.p50.toFixed(1).padStart(12) + withHostile.p50.toFixed(1).padStart(14));
  console.log('p99 ms'.padEnd(28) + without.p99.toFixed(1).padStart(12) + withHostile.p99.toFixed(1).padStart(14));
  console.log('errors'.padEnd(28) + String(without.errors).padStart(12) + String(withHostile.errors).padStart(14));
  console.log(`hostile answers by status: ${JSON.stringify(hostile.statuses)}`);
}
