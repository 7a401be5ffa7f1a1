import 'server-only';
import { economicsReport, type EconomicsReport } from '@/lib/domain/economics/economics-report';
import type { Executor } from '@/lib/platform/db/executor';
import { log } from '@/lib/platform/log/logger';
import { readEconomicsInput } from './economics-input';
import { economicsRefused } from './errors';

/**
 * The casino's economics as configured now (lib/domain/economics): start-up runs it after the
 * seed and refuses to serve a configuration whose effective return passes 100 % in any category
 * and currency, or that holds a reward without a bound; above the loyalty budget it serves with
 * a warning in the log. `npm run economics` prints the same report.
 */
export async function currentEconomics(db: Executor, at: Date = new Date()): Promise<EconomicsReport> {
  return economicsReport(await readEconomicsInput(db, at));
}

export async function checkEconomics(db: Executor, at: Date = new Date()): Promise<EconomicsReport> {
  const report = await currentEconomics(db, at);
  if (report.problems.length > 0) throw economicsRefused(report.problems);
  for (const warning of report.warnings) log.warn('economics: over the loyalty budget', { detail: warning });
  return report;
}
