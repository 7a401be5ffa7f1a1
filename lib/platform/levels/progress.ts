import 'server-only';

/** A player's progress after a real-money round, as the round's statement returns it (db/schema/progress.ts). */
export interface ProgressRow {
  xpMillis: number;
  xpBonus: number;
  rounds: number;
  level: number;
}
