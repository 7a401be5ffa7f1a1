import type { ChatVisitorDto } from '@/lib/domain/chat/chat';
import { DEFAULT_LOCALE, isLocale, pickText } from '@/lib/domain/locales';
import type { ServerConfig } from '@/lib/domain/content/server-config';
import { jsonApi } from '@/lib/client/json-api';
import { openModal } from '@/lib/client/modals/modal-requests';
import { hasAuthHint } from '@/lib/client/session/auth-hint-cookie';
import { loadScript } from './load-script';
import { CHAT_ADAPTERS, type WidgetVisitor } from './providers';

/** The texts of the error modal when the chat cannot open (no provider any more, its script blocked). */
export interface ChatFailureTexts {
  title: string;
  body: string;
}

type ChatConfig = ServerConfig['callCenterChat'];

/** Providers whose globals were set up in this page: `prepare` runs once, before the first load. */
const prepared = new Set<string>();

function pageLocale() {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The player's visitor record, or null for a guest (or when the call fails: the chat still opens, anonymous). */
async function visitorOf(chat: ChatConfig): Promise<ChatVisitorDto | null> {
  if (chat.provider === 'none' || !hasAuthHint()) return null;
  try {
    return (await jsonApi<{ data: ChatVisitorDto }>(`/json-api/chat/${chat.provider}`)).data;
  } catch {
    return null;
  }
}

/**
 * Opens the support chat (spec §1, §8 "Chat maintenance"): the chat settings are read at the
 * click (the operator may have switched maintenance on since the page was made), maintenance
 * shows the error modal with the configured title and body, otherwise the provider's script is
 * loaded (the first time only) and its window opens at the player's location.
 */
export async function openChat(failure: ChatFailureTexts): Promise<void> {
  const fail = () => void openModal({ kind: 'error', title: failure.title, body: failure.body });
  let chat: ChatConfig;
  try {
    chat = (await jsonApi<{ data: { callCenterChat: ChatConfig } }>('/json-api/serverdata')).data.callCenterChat;
  } catch {
    return fail();
  }
  if (chat.provider === 'none') return fail();
  if (chat.maintenance.active) {
    const locale = pageLocale();
    openModal({ kind: 'error', title: pickText(chat.maintenance.title, locale), body: pickText(chat.maintenance.body, locale) });
    return;
  }
  const adapter = CHAT_ADAPTERS[chat.provider];
  const visitor = await visitorOf(chat);
  const location = visitor?.location ?? chat.settings.location;
  const widgetVisitor: WidgetVisitor = visitor && { fields: visitor.fields, email: visitor.email, custom1: visitor.custom1, custom2: visitor.custom2 };
  try {
    if (!prepared.has(chat.provider)) {
      adapter.prepare(chat.settings, location, widgetVisitor);
      prepared.add(chat.provider);
    }
    await loadScript(adapter.scriptUrl(chat.settings));
    adapter.open(location, widgetVisitor);
  } catch {
    fail();
  }
}
