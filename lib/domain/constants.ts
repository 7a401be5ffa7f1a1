/** Business constants of spec platform §9 and play-promos §9 that this part of the site uses. */
export const DEFAULT_PAGE_LIMIT = 40;
/** Game search and "all games of a category" may ask for up to 1000 rows at once. */
export const MAX_PAGE_LIMIT = 1000;
export const WINNERS_LIMIT = 30;
/** Skeleton tiles shown while a grid loads. */
export const SKELETON_GAMES = 15;
/** Load the next page when the end of the grid is this close (px). */
export const SCROLL_LOAD_TRIGGER_PX = 500;
export const PRODUCER_SEARCH_MIN_CHARS = 3;
export const TOP_PRODUCERS_COUNT = 8;
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 300;
/** Layout breakpoints (px), mirrored in styles/tokens.css. */
export const BREAKPOINTS = { sm: 508, md: 754, lg: 1054 } as const;
/** Route history length (spec platform §2). */
export const ROUTE_HISTORY_SIZE = 5;
/** Paths with this many segments or more are noindex. */
export const NOINDEX_MIN_SEGMENTS = 4;
/** Browser and server API time-outs (spec §7). */
export const API_TIMEOUT_BROWSER_MS = 30000;
export const API_TIMEOUT_SERVER_MS = 8000;
/** Guest pages may be cached by shared caches this long (seconds). */
export const GUEST_CACHE_SECONDS = 60;
/** The custom server keeps an anonymous visitor's page this long (seconds), like ISR's revalidate. */
export const PAGE_CACHE_SECONDS = 60;
/** Catalogue pages are regenerated at most this often (seconds). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;
/** Games shown per category row in the lobby (the "show all" link leads to the full list). */
export const LOBBY_ROW_LIMIT = 12;
/** The lobby game search starts at this many characters and waits this long after typing. */
export const GAME_SEARCH_MIN_CHARS = 2;
export const GAME_SEARCH_DEBOUNCE_MS = 300;
/** The game search asks for up to this many results at once (spec §9). */
export const GAME_SEARCH_LIMIT = 1000;
/** Form widgets (play-promos §9; the field limits are in validation/limits): a tooltip opens this long after hover or focus and is this wide (px). */
export const TOOLTIP_DELAY_MS = 50;
export const TOOLTIP_MIN_WIDTH_PX = 210;
export const TOOLTIP_MAX_WIDTH_PX = 310;
/** Spec platform §9 "Promo tooltip timer 1440 minutes": the promotions hint, once dismissed, comes back after this long (lib/client/promotion-overlays/tooltip-rules.ts). */
export const PROMO_TOOLTIP_TIMER_MINUTES = 1440;
/** The SMS code field (play-promos §5, §9): typed as ##-##, the spec's placeholder, 170 px wide. */
export const SMS_CODE_MASK = '##-##';
export const SMS_CODE_PLACEHOLDER = '-- -- -- --';
export const CODE_INPUT_WIDTH_PX = 170;
/** Toasts (spec platform §9): shown this long unless their time is 0, stacked top right this wide (px; toast-host.module.css). */
export const TOAST_LIFETIME_MS = 10000;
export const TOAST_WIDTH_PX = 300;
/** Spec §9 "gift queue throttle 200 ms": live gift events gathered this long, then the gifts reload once (lib/client/gifts/gift-queue.ts). */
export const GIFT_QUEUE_THROTTLE_MS = 200;
