import 'server-only';
import { cookies } from 'next/headers';
import type { Executor } from '@/lib/platform/db/executor';
import { readSessionCookie, SESSION_COOKIE } from './session-cookie';
import { sessionUserOf, type SessionUser } from './session-user';

export { sessionUserOf, type SessionUser };

/** For server components and server actions: the logged-in player of this request, or null. */
export async function getSessionUser(db: Executor): Promise<SessionUser | null> {
  const store = await cookies();
  return sessionUserOf(db, await readSessionCookie(store.get(SESSION_COOKIE)?.value));
}
