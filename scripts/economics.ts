import { reportText } from '@/lib/domain/economics/report-text';
import { getDbHandle } from '@/lib/platform/db/client';
import { currentEconomics } from '@/lib/platform/economics/economics-check';
import { seedDatabase } from '@/lib/platform/seed';
import { runCommand } from './run-command';

/**
 * `npm run economics`: the house economics of the casino as configured (docs/ARCHITECTURE.md
 * "House economics"): the effective return to player of every game category in every currency —
 * the game's RTP plus each loyalty path a stake feeds — against the loyalty budget
 * (LOYALTY_BUDGET_PERCENT, default 2 % of stakes), then the one-time offers, the fixed prize
 * funds and the daily points outside rounds. On the database the site uses (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR: stop the site first); an empty one is migrated and seeded as
 * `npm start` would, so a fresh clone shows the shipped defaults.
 *
 * Exit code 0 within budget, 3 over budget (the site starts with a warning), 1 refused (the site
 * does not start).
 */
async function main(): Promise<number> {
  const { db } = await getDbHandle();
  await seedDatabase(db);
  const report = await currentEconomics(db);
  console.log(reportText(report));
  return report.problems.length > 0 ? 1 : report.warnings.length > 0 ? 3 : 0;
}

runCommand(main);
