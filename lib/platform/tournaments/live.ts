import 'server-only';

/**
 * Live tables (issue 13, spec §7 "tournament leaders and opponents updates"): the round path tells
 * this module, after its transaction committed, whose score moved; the updates to room
 * `tournament:<id>` (leaders), `tournament-series:<id>` (series leaders) and the players' rooms
 * (opponents) are coalesced so a busy tournament sends at most a few a second per room.
 *
 * FOUNDATION STUB: the tournaments helper implements the coalescing publisher behind this
 * signature; the round path (games/studio-rounds.ts) only ever calls `tournamentScored`.
 */
export interface ScoreMoved {
  tournamentId: number;
  seriesId: number | null;
  userId: number;
}

export function tournamentScored(moved: ScoreMoved): void {
  void moved;
}
