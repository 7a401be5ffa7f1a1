import 'server-only';
/**
 * The /ws server's caps on what one client can hold (ws-server.ts), in one place. Each bounds the
 * memory and fan-out work a single visitor can make the server keep: without them one socket
 * could follow a thousand invented rooms, one address open sockets until the process runs out of
 * file handles, and one frame be as large as the parser accepts.
 */
export const REALTIME_LIMITS = {
  /**
   * Public rooms (jointoroom) one socket follows at once; a page follows a handful (the site,
   * a tournament or a promo). Rooms past it are refused with `{ type: 'error', code: 'too_many_rooms', rooms }`.
   * The private rooms `register` joins are not counted.
   */
  roomsPerSocket: 64,
  /**
   * Open sockets per client address by default (lib/platform/http/client-address.ts, so behind
   * TRUST_PROXY the visitor's address, not the proxy's): a browser opens one per tab. One more is
   * closed at once with 1013 "try again later". `WS_SOCKETS_PER_ADDRESS` changes it
   * (socketsPerAddress below): players behind a mobile carrier's shared address may need more.
   */
  socketsPerAddress: 20,
  /**
   * Bytes of one incoming frame. The largest request the site's browser code sends is a jointoroom
   * of 50 short room names (~1.5 KB); a larger frame closes the socket with 1009 (the ws library's
   * `maxPayload`).
   */
  maxPayloadBytes: 4 * 1024,
} as const;

/** The sockets-per-address cap in force: `WS_SOCKETS_PER_ADDRESS` when it is a whole number ≥ 1, else the default. */
export function socketsPerAddress(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.WS_SOCKETS_PER_ADDRESS?.trim();
  const n = raw ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : REALTIME_LIMITS.socketsPerAddress;
}

/** WebSocket close code 1013 "Try Again Later" (RFC 6455 registry): the address has its share of sockets. */
export const TRY_AGAIN_LATER_CLOSE_CODE = 1013;
