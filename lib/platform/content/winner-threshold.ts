import 'server-only';
import { DEFAULT_WINNER_THRESHOLD, type WinnerThreshold } from '@/lib/domain/winners/winners';
import { log } from '@/lib/platform/log/logger';

/**
 * The operator's big-win threshold (lib/domain/winners/winners.ts), read from the environment once per
 * process: the round path consults it on every real-money round and must not query for it.
 *
 * - WINNERS_MIN_MULTIPLE: a win of at least this many times the stake counts (decimal, `20`,
 *   `12.5`); `none` switches the rule off.
 * - WINNERS_MIN_WIN: per-currency amounts in minor units as `CUR=amount` pairs, comma separated
 *   (`RUB=500000,EUR=none`; `none`: no amount rule for that currency). Currencies it does not
 *   name keep their default.
 * A malformed value is logged and the default stays: a typo must neither flood the public list
 * nor break a round.
 */
type Env = Readonly<Record<string, string | undefined>>;

function multipleOf(env: Env): number | null {
  const raw = env.WINNERS_MIN_MULTIPLE?.trim();
  if (!raw) return DEFAULT_WINNER_THRESHOLD.multiple;
  if (raw === 'none') return null;
  const value = Number(raw);
  if (/^\d{1,6}(\.\d{1,4})?$/.test(raw) && value > 0) return value;
  log.error(`winners: WINNERS_MIN_MULTIPLE "${raw}" ignored (expected a positive number or none)`);
  return DEFAULT_WINNER_THRESHOLD.multiple;
}

function amountsOf(env: Env): Record<string, number | null> {
  const amounts: Record<string, number | null> = { ...DEFAULT_WINNER_THRESHOLD.amounts };
  for (const pair of (env.WINNERS_MIN_WIN ?? '').split(',')) {
    if (!pair.trim()) continue;
    const match = /^\s*([A-Z]{3})\s*=\s*(none|\d{1,15})\s*$/.exec(pair);
    if (!match) {
      log.error(`winners: WINNERS_MIN_WIN entry "${pair.trim()}" ignored (expected CUR=minor-units or CUR=none)`);
      continue;
    }
    amounts[match[1]!] = match[2] === 'none' ? null : Number(match[2]);
  }
  return amounts;
}

export function winnerThresholdOf(env: Env): WinnerThreshold {
  return { multiple: multipleOf(env), amounts: amountsOf(env) };
}

let current: WinnerThreshold | null = null;

/** The process's threshold (an operator who changes it restarts the server, like the other settings). */
export function winnerThreshold(): WinnerThreshold {
  current ??= winnerThresholdOf(process.env);
  return current;
}
