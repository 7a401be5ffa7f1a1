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

export type ApiKey = (typeof API_KEYS)[keyof typeof API_KEYS];
