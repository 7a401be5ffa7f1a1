import 'server-only';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import { CHAT_REGULAR_INFO, CHAT_VIP_INFO, type ChatProvider, type ChatVisitorDto } from '@/lib/domain/chat/chat';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { Executor } from '@/lib/platform/db/executor';
import { playerProgress, userContacts, users } from '@/lib/platform/db/schema';
import { chatUnavailable } from './errors';

/**
 * GET /json-api/chat/{provider} (spec §3 "Chat visitor"): what the provider's widget is told about
 * the player. VIP = the player's level is at least settings.vipFromLevel; VIP players open the
 * VIP location. Asked for a provider the server config does not use, it refuses with
 * `chat_unavailable` (the browser only asks for the configured one).
 */
export async function chatVisitor(db: Executor, provider: ChatProvider, userId: number): Promise<ChatVisitorDto> {
  const { callCenterChat: chat } = await getServerConfig(db);
  if (chat.provider !== provider) throw chatUnavailable();
  const [row] = await db
    .select({ currency: users.currency, level: playerProgress.level })
    .from(users)
    .leftJoin(playerProgress, eq(playerProgress.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw chatUnavailable();
  // The e-mail the player would be answered at: the primary one first, then a verified one.
  const [email] = await db
    .select({ value: userContacts.value })
    .from(userContacts)
    .where(and(eq(userContacts.userId, userId), eq(userContacts.type, 'email'), or(eq(userContacts.isPrimary, true), eq(userContacts.isVerified, true))))
    .orderBy(desc(userContacts.isPrimary), asc(userContacts.id))
    .limit(1);
  const level = row.level ?? 1;
  const vip = level >= chat.settings.vipFromLevel;
  return {
    provider,
    vip,
    location: vip ? chat.settings.vipLocation : chat.settings.location,
    fields: { info: vip ? CHAT_VIP_INFO : CHAT_REGULAR_INFO },
    email: email?.value ?? null,
    custom1: String(userId),
    custom2: `${row.currency}, level ${level}`,
  };
}
