import type { FreeRoundScope } from '../gifts/gifts';
import type { EconomicsInput } from './economics-input';
import { categoryReturn, type ReturnRow } from './effective-return';
import { dailyPoints, fixedFunds, oneTimeOffers, oneTimeTotal, type OfferRow } from './fixed-offers';
import type { GiftWorthContext } from './gift-worth';
import { pointWorths } from './point-worths';

/**
 * The economics model's whole answer for a configuration (docs/ARCHITECTURE.md "House
 * economics"): the effective return of every category in every currency, the one-time offers,
 * the fixed prize funds and the daily points outside rounds, and what the configuration may not
 * do. `npm run economics` prints it, start-up refuses a configuration it refuses and warns about
 * one over budget, and the operator's screens show the same figures.
 */
export interface EconomicsReport {
  budget: number;
  rows: ReturnRow[];
  oneTime: OfferRow[];
  fixedFunds: OfferRow[];
  daily: OfferRow[];
  /** Per currency: the one-time offers together, and the stakes after which the edge of the worst category has paid for them. */
  breakEven: { currency: string; offers: number; stakes: number }[];
  /** Anything that makes the configuration refused: an effective return above 100 %, a reward without a bound. */
  problems: string[];
  /** Categories over the loyalty budget. */
  warnings: string[];
}

const percent = (share: number) => `${(share * 100).toFixed(2)} %`;

/**
 * The RTP a free round is worth on the games of its scope: the game's, or the best of a
 * producer's (its slots for spins), since the player picks. A scope the open catalogue does not
 * hold (a gift naming a removed game) is taken at the best RTP of all.
 */
function freeRoundRtp(games: EconomicsInput['games']): (scope: FreeRoundScope) => number {
  const best = Math.max(0, ...games.map((g) => g.rtp));
  return (scope) => {
    const inScope = games.filter((g) => ('gameSlug' in scope ? g.slug === scope.gameSlug : g.producer === scope.producerSlug && (!scope.slotsOnly || g.slot)));
    return inScope.length > 0 ? Math.max(...inScope.map((g) => g.rtp)) : best;
  };
}

export function economicsReport(input: EconomicsInput): EconomicsReport {
  const rtpOf = freeRoundRtp(input.games);
  const report: EconomicsReport = { budget: input.budget, rows: [], oneTime: [], fixedFunds: [], daily: [], breakEven: [], problems: [], warnings: [] };
  for (const currency of input.currencies) {
    const worths = pointWorths(input, currency, rtpOf);
    const ctx: GiftWorthContext = { currency, ...worths, rtpOf, forPoints: false };
    const rows = input.categories.map((category) => categoryReturn(input, category, worths, ctx)).filter((r): r is ReturnRow => r !== null);
    const oneTime = oneTimeOffers(input, ctx);
    report.rows.push(...rows);
    report.oneTime.push(...oneTime);
    report.fixedFunds.push(...fixedFunds(input, ctx));
    report.daily.push(...dailyPoints(input, ctx));
    const worst = Math.max(0, ...rows.map((r) => r.effective));
    const offers = oneTimeTotal(oneTime);
    report.breakEven.push({ currency, offers, stakes: worst < 1 ? offers / (1 - worst) : Infinity });
  }
  for (const r of report.rows) {
    for (const problem of r.problems) report.problems.push(`${r.category} (${r.currency}): ${problem}`);
    if (r.status === 'over_budget') report.warnings.push(`${r.category} (${r.currency}): loyalty ${percent(r.loyalty)} of stakes is over the budget of ${percent(input.budget)}`);
  }
  for (const o of [...report.oneTime, ...report.fixedFunds, ...report.daily]) for (const problem of o.problems) report.problems.push(`${o.source} ${o.name} (${o.currency}): ${problem}`);
  report.problems = [...new Set(report.problems)];
  return report;
}
