import 'server-only';

/**
 * The economics room refuses a configuration, never a player's call: its one error is the
 * start-up's (and the operator command's) "this casino would pay out more than it takes".
 */
export class EconomicsRefused extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The house economics refuse this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix it (npm run economics shows every figure) before the site starts.`);
    this.name = 'EconomicsRefused';
  }
}

export function economicsRefused(problems: readonly string[]): EconomicsRefused {
  return new EconomicsRefused(problems);
}
