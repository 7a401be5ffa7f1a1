import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { utcDay, vitalsSummary, type VitalSummary, type VitalsWindow } from './vitals';

const DAY_MS = 86_400_000;

/** The last `days` UTC days, today included. */
export function lastDays(days: number, at: Date): VitalsWindow {
  return { from: utcDay(new Date(at.getTime() - (days - 1) * DAY_MS)), to: utcDay(at) };
}

export interface VitalsReportAnswer extends VitalsWindow {
  vitals: VitalSummary[];
}

/** What the operator reads (GET /json-api/operator/vitals and `npm run vitals`): every route's p75 of the window. */
export async function vitalsReport(db: Executor, days: number, at: Date): Promise<VitalsReportAnswer> {
  const window = lastDays(days, at);
  return { ...window, vitals: await vitalsSummary(db, window) };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function p75Text(row: VitalSummary): string {
  if (row.p75 === null) return row.metric === 'CLS' ? '> 5' : '> 60000 ms';
  return row.metric === 'CLS' ? row.p75.toFixed(3) : `≤ ${row.p75} ms`;
}

/** The report as a plain text table for the terminal (scripts/vitals.ts). */
export function formatVitalsReport(report: VitalsReportAnswer): string {
  const head = `Web Vitals ${report.from} … ${report.to} (UTC), p75 from every instance's samples`;
  if (report.vitals.length === 0) return `${head}\nno samples yet: browsers send them on page hide (PUT /performance)`;
  const rows = [['route', 'metric', 'samples', 'p75', 'good', 'poor'], ...report.vitals.map((r) => [r.route, r.metric, String(r.samples), p75Text(r), percent(r.good), percent(r.poor)])];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const lines = rows.map((row) => row.map((cell, col) => (col >= 2 ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join('  '));
  return [head, ...lines].join('\n');
}
