import { COIN } from '../money';
import type { EconomicsReport } from './economics-report';
import type { OfferRow } from './fixed-offers';

/**
 * The economics report as `npm run economics` prints it: one table of effective returns per
 * currency, then the one-time offers, the fixed prize funds and the daily points outside rounds.
 * Shares are percent of real-money stakes; amounts are whole units of the currency.
 */

const pct = (share: number) => `${(share * 100).toFixed(2)}%`;
const units = (minor: number) => (minor / COIN).toLocaleString('en-US', { maximumFractionDigits: 2 });

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), ...rows.map(line)];
}

function offers(title: string, rows: readonly OfferRow[]): string[] {
  if (rows.length === 0) return [];
  const body = rows.map((r) => [`${r.source} ${r.name}`, r.currency, units(r.cash), units(r.bonus), units(r.wagering)]);
  return ['', title, ...table(['offer', 'currency', 'cash', 'bonus', 'stakes to clear'], body)];
}

export function reportText(report: EconomicsReport): string {
  const lines = [`Effective return to player by category (RTP + loyalty paths), loyalty budget ${pct(report.budget)} of stakes`];
  const currencies = [...new Set(report.rows.map((r) => r.currency))];
  for (const currency of currencies) {
    const rows = report.rows
      .filter((r) => r.currency === currency)
      .map((r) => [r.category, pct(r.rtp), pct(r.paths.compoints), pct(r.paths.levels), pct(r.paths.promotions), pct(r.paths.pool), pct(r.paths.cashback), pct(r.paths.winback), pct(r.loyalty), pct(r.effective), r.status]);
    lines.push('', `${currency}:`, ...table(['category', 'RTP', 'compoints', 'levels', 'promos', 'pool', 'cashback', 'winback', 'loyalty', 'effective', 'status'], rows));
  }
  lines.push(...offers('One-time offers (once per player):', report.oneTime));
  lines.push('', 'Stakes after which the worst category’s edge has paid for all one-time offers of a player:');
  lines.push(...table(['currency', 'offers', 'stakes'], report.breakEven.map((b) => [b.currency, units(b.offers), Number.isFinite(b.stakes) ? units(b.stakes) : 'never'])));
  lines.push(...offers('Fixed prize funds (lotteries and tournaments not yet ended):', report.fixedFunds));
  lines.push(...offers('Points outside rounds, per player and day:', report.daily));
  if (report.warnings.length > 0) lines.push('', 'Over budget:', ...report.warnings.map((w) => `  - ${w}`));
  if (report.problems.length > 0) lines.push('', 'Refused:', ...report.problems.map((p) => `  - ${p}`));
  lines.push('', report.problems.length > 0 ? 'REFUSED: the site will not start with this configuration.' : report.warnings.length > 0 ? 'Over budget: the site starts with a warning.' : 'Within budget.');
  return lines.join('\n');
}
