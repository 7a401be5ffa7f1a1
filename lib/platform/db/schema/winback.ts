import 'server-only';
import { date, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The weeks whose win-back has been paid to every player (lib/platform/winback/weekly-payout.ts):
 * a sweep pays each week after the last row here, so a restart catches up a Monday no instance
 * was running on. Each player's payment is kept once by the gift's own key (`winback:<user>:<week>`),
 * so a row written late (two instances on the same Monday) pays nobody twice.
 */
export const winbackWeeks = pgTable('winback_weeks', {
  /** The week's Monday (UTC). */
  week: date('week', { mode: 'string' }).primaryKey(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
});
