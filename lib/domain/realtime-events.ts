/**
 * The `type` of every real-time message the platform sends over /ws (spec platform §7 lists
 * the events; their spelling and payloads are not shown, so they are chosen here, once, for
 * both the server that publishes and the browser that dispatches).
 */
export const REALTIME_EVENTS = {
  /** Payload `{ type, balance: BalanceDto }`: the player's balances after a ledger movement. */
  balanceChanged: 'balance_changed',
  /** Payload `{ type, runToken }`: a newer game session of the same player stopped this one. */
  gameSessionDeactivated: 'game_session_deactivated',
  /**
   * Payload `{ type }`: the login this socket registered under ended (logout, password restore, a
   * reused refresh token); the server closes the socket right after (code 4001).
   */
  sessionEnded: 'session_ended',
} as const;

export type RealtimeEventType = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** The private room of one player (joined by `register` with the player's hash). */
export const userRoom = (userHash: string) => `user:${userHash}`;
