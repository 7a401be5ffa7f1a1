/**
 * The SWR keys of the server data the browser reads (lib/client/swr). A key is the API path
 * the data comes from, so it says what it holds; data that depends on the page's language is
 * keyed `[path, locale]`. The next features add their keys here.
 */
const TREASURY = '/json-api/treasury';

export const API_KEYS = {
  profile: '/json-api/users/profile',
  balance: '/json-api/users/balance',
  gifts: '/json-api/user-gifts',
  /** The gift counter of the header (spec §4): `{ data: { count } }`, held as the number. */
  giftCount: '/json-api/user-gifts/payout-gift-count',
  /** Public, but read on the profile's levels tab only. */
  levels: '/json-api/levels',
  /** The player's level, experience and progress to the next. */
  userLevel: '/json-api/levels/user-level',
  /** Keyed with the locale: the games' names are in the page's language. */
  recentGames: '/json-api/v2/games/recent',
  contactsOnVerification: '/json-api/players/contacts/onverification',
  paymentSystems: `${TREASURY}/payment-system`,
  payoutSystems: `${TREASURY}/payout-system`,
  phoneCodes: `${TREASURY}/phone-codes`,
  sumRange: `${TREASURY}/sum-range`,
  /** The daily limit and today's deposit amount. */
  generalLimit: `${TREASURY}/general-limit`,
  pendingPayouts: `${TREASURY}/user/new-payouts`,
  /** The player's last real-money bet, or null (shown beside the top-up form). */
  lastBet: `${TREASURY}/user/last-bet`,
  /** Paged histories (useSWRInfinite): each page is keyed `[path, offset]`. */
  deposits: `${TREASURY}/user/deposits`,
  payouts: `${TREASURY}/user/payouts`,
  /** Paged (useSWRInfinite) like the histories: each page is keyed `[path, offset]`. */
  notifications: '/json-api/user-notifications',
  /** Keyed with the locale: titles and descriptions are in the page's language. */
  userAchievements: '/json-api/user-achievements',
  /** Keyed with the locale (its texts): the compoints balance and rate (lib/client/compoints). */
  compointsConfig: '/json-api/compoints/config',
  /** Keyed with the locale: the shop's gifts, `?type=gift`. */
  compointProducts: '/json-api/compoint-products',
  /** The player's protection settings (lib/client/protection): limits, reality check, exclusion. */
  protection: '/json-api/protection',
  /** The identity documents and the verified state they make (`{ data, is_verified }`, held whole). */
  documents: '/json-api/verifications',
} as const;

/**
 * The tournament reads (lib/client/tournaments/tournament-data.ts) are keyed `[path, locale,
 * viewer, …]` under these paths: the viewer (the player's id or 'guest') makes a login load the
 * player's view. Here, not with the hooks, so the session's listeners can reload them on login
 * without importing the tournaments' module, which imports the session.
 */
export const TOURNAMENTS_PATH = '/json-api/v2/tournaments';
export const SERIES_PATH = '/json-api/tournament-series';

/** Whether an SWR key is one of the tournament reads (a join, a live event or a login reloads them). */
export function isTournamentKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && (key[0].startsWith(TOURNAMENTS_PATH) || key[0].startsWith(SERIES_PATH));
}
