import { fork } from 'node:child_process';
import path from 'node:path';
import type { SenderMessage } from './bench-hostile-sender';
import { measurePacedRounds, type LoadFigure } from './bench-play';

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
};

/** p99 with the hostile bodies may be this much above p99 without. */
export const HOSTILE_P99_MARGIN = 0.1;

/**
 * The hostile bodies come from a process of their own (bench-hostile-sender.ts), as an attacker's
 * machine would send them: building and writing 1 MB bodies in the bench's own process would
 * delay the measured rounds' timers on the client side and charge the server for it.
 */
function sendHostile(base: string, perSecond: number, seconds: number): { ready: Promise<void>; go: () => Promise<HostileFigures['hostile']> } {
  const child = fork(path.join(__dirname, 'bench-hostile-sender.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let result: (figures: HostileFigures['hostile']) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const done = new Promise<HostileFigures['hostile']>((resolve, reject) => ((result = resolve), (failed = reject)));
  const ready = new Promise<void>((resolve) => {
    child.on('message', (message: SenderMessage) => {
      if (message.type === 'ready') resolve();
      else result(message.hostile);
    });
  });
  child.on('exit', (code) => failed(new Error(`the hostile sender ended with ${code}`)));
  return { ready, go: () => (child.send({ base, perSecond, seconds }), done) };
}

/**
 * The rounds alone, then the same rounds with the hostile bodies; a pause after each run lets its
 * sockets close. A short run first, not counted, warms the round path up: otherwise the first
 * counted run would carry the JIT's and the caches' start and flatter the second.
 */
export async function measureHostileBodies(base: string, runTokens: readonly string[], bet: number, seconds: number, roundsPerSecond: number, bodiesPerSecond: number, settleMs: number): Promise<HostileFigures> {
  await measurePacedRounds(base, runTokens, bet, Math.min(3, seconds), roundsPerSecond);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const without = await measurePacedRounds(base, runTokens, bet, seconds, roundsPerSecond);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const sender = sendHostile(base, bodiesPerSecond, seconds);
  await sender.ready;
  const hostileRun = sender.go();
  const withHostile = await measurePacedRounds(base, runTokens, bet, seconds, roundsPerSecond);
  const hostile = await hostileRun;
  return {
    without: { ...without, label: `${without.label}, alone` },
    with: { ...withHostile, label: `${withHostile.label} + ${bodiesPerSecond} hostile bodies/s` },
    hostile,
  };
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
