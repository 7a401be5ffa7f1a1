import type { IncomingMessage } from 'node:http';
import { readSessionCookie, SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * The player hash of the session cookie sent with the WebSocket upgrade, or null for a guest.
 * (Accounts arrive with issue 3; until a session carries userHash, register is refused.)
 */
export async function resolveSocketUserHash(req: IncomingMessage): Promise<string | null> {
  const session = await readSessionCookie(cookieValue(req.headers.cookie, SESSION_COOKIE));
  return session.userHash ?? null;
}
