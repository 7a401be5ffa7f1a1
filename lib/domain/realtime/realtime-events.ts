import type { BalanceDto } from '../accounts/account-types';
import type { DepositDto } from '../cashbox/cashbox-types';
import type { GiftState, GiftType } from '../gifts/gifts';
import type { NoticeData } from '../notifications/notices';
import type { TournamentLeaderDto } from '../tournaments/tournaments';
import type { PrizePoolCounterDto } from '../promotions/promotion-dtos';
import type { DocumentDto } from '../documents/documents';
import type { WinnerDto } from '../winners/winners';

/**
 * Every message of the /ws protocol (spec platform §7 "Real-time"), spelled here once for the
 * server that sends them and the browser that reads them. The spec lists the events but not
 * their spelling or payloads, so both are chosen here. Nowhere else spells an event name: code
 * uses REALTIME_EVENTS, and types use RealtimeEvent / RealtimeEventOf.
 *
 * The next issues add their events here, a name and a member of RealtimeEvent each.
 */
export const REALTIME_EVENTS = {
  balanceChanged: 'balance_changed',
  gameSessionDeactivated: 'game_session_deactivated',
  treasuryTransactionConfirmed: 'treasury_transaction_confirmed',
  sessionEnded: 'session_ended',
  reconnected: 'realtime_reconnected',
  notificationUpdate: 'notification_update',
  notificationRemove: 'notification_remove',
  levelChanged: 'gifts_level_changed',
  giftActivated: 'gifts_activated',
  giftAutoActivated: 'gifts_auto_activated',
  giftStateUpdated: 'gifts_state_updated',
  giftStateChanged: 'gifts_state_changed',
  giftsDisabled: 'gifts_disabled',
  giftsDistributed: 'gifts_distributed',
  compointsBalanceChanged: 'compoints_balance_changed',
  achievementProgress: 'achievement_progress',
  winbackChanged: 'winback_changed',
  milesNotification: 'miles_notification',
  tournamentLeaders: 'tournament_leaders_updated',
  tournamentOpponents: 'tournament_opponents_updated',
  tournamentSeriesLeaders: 'tournament_series_leaders_updated',
  tournamentSeriesOpponents: 'tournament_series_opponents_updated',
  tournamentFinished: 'tournament_finished',
  highFiveReceived: 'high_five_received',
  prizePoolCounterUpdate: 'prize_pool_counter_update',
  promoPopupUpdated: 'promo_popup_updated',
  promoPointsChanged: 'promo_points_changed',
  promoFinished: 'promo_finished',
  documentReviewed: 'verification_document_reviewed',
  playersOnlineChanged: 'players_online_changed',
  winnerAdded: 'winner_added',
} as const;

/** A gift in a gift event: enough for the browser's queue to pick its toast (spec §4); the list itself is reloaded. */
export interface GiftEventGift {
  id: number;
  type: GiftType;
  state: GiftState;
}

/** What services publish to a room (lib/platform/realtime/bus.ts), one member per event. */
export type RealtimeEvent =
  /**
   * The player's balances after a ledger movement, to the player's room. `play` is the
   * play-money balance, which the spec's Balance has no field for and a demo game frame shows.
   */
  | { type: typeof REALTIME_EVENTS.balanceChanged; balance: BalanceDto; play: number }
  /** A newer game session of the same player (or a logout) stopped the one with this token. */
  | { type: typeof REALTIME_EVENTS.gameSessionDeactivated; runToken: string }
  /** A deposit was paid (after its `balance_changed`), to the player's room. */
  | { type: typeof REALTIME_EVENTS.treasuryTransactionConfirmed; deposit: DepositDto }
  /**
   * To the private room of one login (lib/platform/realtime/session-sockets.ts): that login ended
   * (logout, password restore, a reused refresh token); the server closes its sockets right after
   * (code 4001).
   */
  | { type: typeof REALTIME_EVENTS.sessionEnded }
  /**
   * The browser's own, never sent by the server: the tab's socket is open again after a drop
   * (realtime-connection.ts). What was published meanwhile never reached it, so the views that
   * live events keep up to date read their data again.
   */
  | { type: typeof REALTIME_EVENTS.reconnected }
  /** A new notice for the player (lib/platform/notifications): the browser adds it once and toasts it. */
  | { type: typeof REALTIME_EVENTS.notificationUpdate; notice: NoticeData }
  /** The notice was read (in another tab too): it leaves the list and the unread counter. */
  | { type: typeof REALTIME_EVENTS.notificationRemove; id: number }
  /** Spec "gifts level changed": the player reached `level` (levels/levels-reached.ts). */
  | { type: typeof REALTIME_EVENTS.levelChanged; level: number }
  /** The player activated a gift (PUT /json-api/gifts/activate or take-prize). */
  | { type: typeof REALTIME_EVENTS.giftActivated; gift: GiftEventGift }
  /** The platform activated a gift without the player (a group's children, a gift that starts on grant). */
  | { type: typeof REALTIME_EVENTS.giftAutoActivated; gift: GiftEventGift }
  /** A gift's progress moved without a state change (deposits counted, free spins left …). */
  | { type: typeof REALTIME_EVENTS.giftStateUpdated; gift: GiftEventGift }
  /** A gift entered `gift.state` (received on grant, activated, used, expired). */
  | { type: typeof REALTIME_EVENTS.giftStateChanged; gift: GiftEventGift }
  /** The operator switched the player's gifts off (`disabled: true`) or on again. */
  | { type: typeof REALTIME_EVENTS.giftsDisabled; disabled: boolean }
  /** The operator handed out gifts to many players at once; `count` of them are this player's. */
  | { type: typeof REALTIME_EVENTS.giftsDistributed; count: number }
  /** The player's compoints after a movement (whole compoints). */
  | { type: typeof REALTIME_EVENTS.compointsBalanceChanged; balance: number }
  /** An achievement's progress moved (0–100); `isCompleted` once it is done. */
  | { type: typeof REALTIME_EVENTS.achievementProgress; achievementId: number; progress: number; isCompleted: boolean }
  /** The win-back amount of the balance changed (minor units of `currency`). */
  | { type: typeof REALTIME_EVENTS.winbackChanged; winback: number; currency: string }
  /**
   * Spec "miles notification" (payload not shown; chosen here): the player's experience moved a
   * whole percent towards the next level — `experience` points, `progress` 0–100, at `level`.
   */
  | { type: typeof REALTIME_EVENTS.milesNotification; level: number; experience: number; progress: number }
  /**
   * A tournament's table moved (to room `tournament:<id>`, coalesced to a few a second): the top
   * rows (`isItsMe` false: a room broadcast knows no viewer; the browser compares `userId`).
   */
  | { type: typeof REALTIME_EVENTS.tournamentLeaders; tournamentId: number; leaders: TournamentLeaderDto[]; membersCount: number }
  /** The rows just above and below the player, with the player's own (to the player's room, `isItsMe` set). */
  | { type: typeof REALTIME_EVENTS.tournamentOpponents; tournamentId: number; opponents: TournamentLeaderDto[] }
  /** A series' standings moved (to room `tournament-series:<id>`). */
  | { type: typeof REALTIME_EVENTS.tournamentSeriesLeaders; seriesId: number; leaders: TournamentLeaderDto[] }
  /** The series rows around the player (to the player's room). */
  | { type: typeof REALTIME_EVENTS.tournamentSeriesOpponents; seriesId: number; opponents: TournamentLeaderDto[] }
  /**
   * A tournament finished (to room `tournament:<id>`, once, after the finish committed): final
   * positions, prizes and status are in its page's next read, so the page reads it again. Our own
   * event (the spec names none for the finish): a page left open at the end shows the final table.
   */
  | { type: typeof REALTIME_EVENTS.tournamentFinished; tournamentId: number }
  /**
   * Spec "high five received" (payload chosen here), to the receiver's room: the flying
   * notification shows `from` and opens the promo `slug` when clicked.
   */
  | { type: typeof REALTIME_EVENTS.highFiveReceived; actionId: number; slug: string; highFiveId: number; from: { userId: number; username: string } }
  /** Spec "prize pool counter update", to room `promo:<id>`, coalesced: the pool as it now stands. */
  | { type: typeof REALTIME_EVENTS.prizePoolCounterUpdate; actionId: number; counter: PrizePoolCounterDto }
  /** Spec "promo popup updated", to room `site` (every socket): the operator changed the popup; `updatedAt` in seconds. */
  | { type: typeof REALTIME_EVENTS.promoPopupUpdated; updatedAt: number }
  /** Our own: the player's points in a promo moved (to the player's room), for the widget and the page. */
  | { type: typeof REALTIME_EVENTS.promoPointsChanged; actionId: number; points: number; additionalPoints: number }
  /** Our own: a promo ended and (a lottery) drew its winners, to room `promo:<id>`: the page reads it again. */
  | { type: typeof REALTIME_EVENTS.promoFinished; actionId: number }
  /**
   * The operator approved or declined one of the player's identity documents, to the
   * player's room: the Verification tab writes it into its list, `is_verified` is the player's
   * verified state after it (the profile's `is_verified` is read again).
   */
  | { type: typeof REALTIME_EVENTS.documentReviewed; document: DocumentDto; is_verified: boolean }
  /**
   * Spec "playersOnline (updated live)", to room `site`, when a count moved: every producer's
   * players online by slug (lib/platform/catalog/players-online.ts), written into the lists shown.
   */
  | { type: typeof REALTIME_EVENTS.playersOnlineChanged; producers: Record<string, number> }
  /** Our own: a real-money round's big win joined the winners list, to room `site` after it committed; lobbies put it on top. */
  | { type: typeof REALTIME_EVENTS.winnerAdded; winner: WinnerDto };

/**
 * Close code of a socket whose login ended (application range 4000–4999): the browser does not
 * reconnect as that session and shows the logged-out site (lib/client/realtime).
 */
export const SESSION_ENDED_CLOSE_CODE = 4001;

export type RealtimeEventType = RealtimeEvent['type'];

/** The message of one event type: `RealtimeEventOf<'balance_changed'>` has `balance` and `play`. */
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

/** What the browser sends (the server checks each with its own schema, ws-server.ts). */
export const REALTIME_REQUESTS = {
  /** `{ type, hash }`: join the private room of the player whose session opened the socket. */
  register: 'register',
  /** `{ type, rooms }`: follow public rooms (tournaments, producers …). */
  joinRooms: 'jointoroom',
  /** `{ type, rooms }`: stop following them. */
  leaveRooms: 'leaveroom',
  ping: 'ping',
} as const;

/** The server's answers to one socket's requests; they go to that socket only, never to a room. */
export const REALTIME_REPLIES = {
  registered: 'registered',
  joined: 'joined',
  left: 'left',
  pong: 'pong',
  /**
   * `code`: invalid_message (unreadable or unknown request), unauthorized (register refused),
   * forbidden (`rooms` of a jointoroom the player may not follow, e.g. a private tournament's, or
   * that do not exist) or too_many_rooms (`rooms` past the socket's cap of followed rooms).
   */
  error: 'error',
} as const;

export type RealtimeReply =
  | { type: typeof REALTIME_REPLIES.registered }
  | { type: typeof REALTIME_REPLIES.joined | typeof REALTIME_REPLIES.left; rooms: string[] }
  | { type: typeof REALTIME_REPLIES.pong }
  | { type: typeof REALTIME_REPLIES.error; code: 'invalid_message' | 'unauthorized' }
  | { type: typeof REALTIME_REPLIES.error; code: 'forbidden' | 'too_many_rooms'; rooms: string[] };

/** A promo's public room (prize pool, finish). */
export const promoRoom = (id: number) => `promo:${id}`;

/**
 * Whether a room name is a promo's room, and whose: the id, null for a `promo:` name without a
 * well-formed id (`promo:01`, `promo:x`: nothing publishes there), undefined for another room.
 */
export function promotionRoomId(room: string): number | null | undefined {
  if (!room.startsWith('promo:')) return undefined;
  const id = room.slice('promo:'.length);
  return /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : null;
}

/** The room every socket may follow for site-wide news (the promo popup, the producers' players online, the winners list). */
export const SITE_ROOM = 'site';

/** The private room of one player (joined by `register` with the player's hash). */
export const userRoom = (userHash: string) => `user:${userHash}`;
