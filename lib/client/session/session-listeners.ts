import { mutate } from 'swr';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { API_KEYS, isTournamentKey } from '@/lib/client/swr/api-keys';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { closeRealtime, openRealtime } from '@/lib/client/realtime/realtime-connection';
import { closeContactVerification } from '@/lib/client/contacts/contact-verification-store';
import { installNoticeListeners, onNewNotice } from '@/lib/client/notifications/notice-listeners';
import { toastNotice } from '@/lib/client/notifications/notice-toasts';
import { installGiftListeners, resetGiftQueue } from '@/lib/client/gifts/gift-listeners';
import { onAuthEvent } from './auth-events';
import { applyBalanceChanged } from './live-balance';
import { applyWinbackChanged } from './live-winback';
import { applyMiles } from '@/lib/client/profile/live-miles';
import { applyCompointsChanged } from '@/lib/client/compoints/compoint-calls';
import { applyDocumentReviewed } from '@/lib/client/documents/document-writes';
import { getSessionState, sessionEndedByServer, subscribeSession } from './session-status';

/**
 * What the session's events do (spec platform §4) for the parts of the site that exist so far.
 * Loaded by session-store the first time a player is known, never for guests. The game frame
 * listens to `game-exit` itself; the recent games row refreshes on `login` and `game-exit`.
 */
let installed = false;

export function installSessionListeners(): void {
  if (installed) return;
  installed = true;
  onAuthEvent('login', onLogin);
  onAuthEvent('logout', onLogout);
  onRealtimeEvent(REALTIME_EVENTS.balanceChanged, applyBalanceChanged);
  onRealtimeEvent(REALTIME_EVENTS.compointsBalanceChanged, applyCompointsChanged);
  onRealtimeEvent(REALTIME_EVENTS.treasuryTransactionConfirmed, onDepositConfirmed);
  // A level reached changes the profile's level and the levels tab's progress.
  onRealtimeEvent(REALTIME_EVENTS.levelChanged, () => {
    void mutate(API_KEYS.profile);
    void mutate(API_KEYS.userLevel);
  });
  onRealtimeEvent(REALTIME_EVENTS.winbackChanged, applyWinbackChanged);
  // Experience moved a whole percent: the levels view follows without a request (live-miles.ts).
  onRealtimeEvent(REALTIME_EVENTS.milesNotification, (message) => void applyMiles(message));
  // The operator reviewed an identity document: the Verification tab's list and the profile's `is_verified`.
  onRealtimeEvent(REALTIME_EVENTS.documentReviewed, (message) => void applyDocumentReviewed(message));
  installNoticeListeners();
  onNewNotice(toastNotice);
  // Gift events: queued, one reload per 200 ms, then their toasts (spec §4).
  installGiftListeners();
  // The server's message before it closes the socket with 4001, or the connection's own on that close.
  onRealtimeEvent(REALTIME_EVENTS.sessionEnded, sessionEndedByServer);
  // Events missed while the socket was down: every view on screen reads its data again (a key
  // no hook holds is not fetched).
  onRealtimeEvent(REALTIME_EVENTS.reconnected, () => void mutate(() => true));
  // The state, not only the events: the first page load has no `login` event, and a session
  // lost while reading the profile goes to guest without a `logout` event.
  subscribeSession(followSession);
  followSession();
}

/** The live connection is open exactly while a player is logged in, registered with their hash. */
function followSession(): void {
  const session = getSessionState();
  if (session.status === 'player') openRealtime(session.profile.hash);
  else if (session.status === 'guest') closeRealtime();
}

/**
 * A paid deposit changes today's deposit amount (the daily limit's `remaining`) and may have used
 * the cashbox gift: SWR asks again where they are shown, and marks them stale elsewhere. The
 * balance has its own `balance_changed`; the deposit return (use-deposit-return.ts) reads the
 * deposit itself. The player is told by the deposit's notice.
 */
function onDepositConfirmed(): void {
  void mutate(API_KEYS.generalLimit);
  void mutate(API_KEYS.gifts);
  void mutate(API_KEYS.giftCount);
}

function onLogin(): void {
  followSession();
  reloadPlayerEventsAfterLogin();
}

/**
 * Spec §4 login success: "tournaments and the tournament series are reloaded" — they depend on
 * who is looking (membership, own place). Their SWR keys carry the player's id
 * (lib/client/tournaments/tournament-data.ts), so the new player's view is asked for by every
 * tournament island on screen; this revalidates any entry kept from before as well.
 */
function reloadPlayerEventsAfterLogin(): void {
  void mutate(isTournamentKey);
}

/**
 * Spec §4 logout: the live connection closes and every piece of player state goes. The session
 * already emptied SWR's cache (the player's server data); this clears the rest.
 */
function onLogout(): void {
  closeRealtime();
  clearPlayerState();
}

function clearPlayerState(): void {
  closeContactVerification();
  resetGiftQueue();
}
