import { MAX_VITALS_DAYS } from '@/lib/domain/validation/client-reports';
import { now } from '@/lib/platform/clock';
import { formatVitalsReport, vitalsReport } from '@/lib/platform/client-reports/vitals-report';
import { getDb } from '@/lib/platform/db/client';
import { runCommand } from './run-command';

/**
 * Web Vitals of real visits (`npm run vitals -- [days] [--json]`): per route and metric, the p75
 * and the shares of good and poor samples over the last `days` UTC days (default 7), summed over
 * every instance (the web_vitals table, filled by PUT /performance). On the database the site uses
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the site first then). The same numbers
 * as GET /json-api/operator/vitals. Exit code 0, or 2 on bad usage.
 */
const USAGE = `usage: npm run vitals -- [days 1–${MAX_VITALS_DAYS}] [--json]`;

async function main(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const rest = args.filter((arg) => arg !== '--json');
  const days = rest.length === 0 ? 7 : Number(rest[0]);
  if (rest.length > 1 || !Number.isInteger(days) || days < 1 || days > MAX_VITALS_DAYS) {
    console.error(USAGE);
    return 2;
  }
  const report = await vitalsReport(await getDb(), days, now());
  console.log(json ? JSON.stringify(report, null, 2) : formatVitalsReport(report));
  return 0;
}

runCommand(main);
