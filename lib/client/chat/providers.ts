import { defaultChatScriptUrl, type ChatProvider, type ChatVisitorDto } from '@/lib/domain/chat/chat';
import type { ServerConfig } from '@/lib/domain/content/server-config';

export type ChatSettings = ServerConfig['callCenterChat']['settings'];

/** What a provider's widget is told about the visitor: the visitor call's fields, nothing for a guest. */
export type WidgetVisitor = Pick<ChatVisitorDto, 'fields' | 'email' | 'custom1' | 'custom2'> | null;

/**
 * One support chat provider in the browser. The site loads the provider's script only when the
 * player opens the chat (never with the page): `prepare` sets the globals the script reads when
 * it starts, then the script loads, then `open` opens the window at `location` (the VIP one for
 * VIP players) with the visitor. A second opening calls only `open`. Tests point
 * settings.scriptUrl at a stub that implements the same globals (tests/e2e/stubs/chat-provider.js).
 */
export interface ChatAdapter {
  scriptUrl(settings: ChatSettings): string;
  prepare(settings: ChatSettings, location: string, visitor: WidgetVisitor): void;
  open(location: string, visitor: WidgetVisitor): void;
}

/** Webim's button script reads `window.webim` ({ accountName, domain, location }) and adds `webim.api`. */
interface WebimGlobal {
  accountName: string;
  domain: string;
  location: string;
  visitor?: { fields: Record<string, string> };
  api?: { chat: { start: (options?: { location?: string }) => void }; visitor?: { set: (visitor: { fields: Record<string, string> }) => void } };
}

/** Netrox's loader reads `window.NetroxSC.config` and adds `open` and `setVisitor`. */
interface NetroxGlobal {
  config: { account: string; location: string; visitor: WidgetVisitor };
  open?: (options: { location: string }) => void;
  setVisitor?: (visitor: WidgetVisitor) => void;
}

declare global {
  interface Window {
    webim?: WebimGlobal;
    NetroxSC?: NetroxGlobal;
  }
}

/** Webim keeps every visitor field as a string in one `fields` map. */
function webimFields(visitor: WidgetVisitor): { fields: Record<string, string> } | undefined {
  if (!visitor) return undefined;
  const fields: Record<string, string> = { info: visitor.fields.info, custom1: visitor.custom1, custom2: visitor.custom2 };
  if (visitor.email) fields.email = visitor.email;
  return { fields };
}

const webim: ChatAdapter = {
  scriptUrl: (settings) => settings.scriptUrl ?? defaultChatScriptUrl('webim', settings.accountName),
  prepare(settings, location, visitor) {
    window.webim = { accountName: settings.accountName, domain: `${settings.accountName}.webim.ru`, location, visitor: webimFields(visitor) };
  },
  open(location, visitor) {
    const api = window.webim?.api;
    if (!api) throw new Error('webim api missing');
    const fields = webimFields(visitor);
    if (fields) api.visitor?.set(fields);
    api.chat.start({ location });
  },
};

const netrox: ChatAdapter = {
  scriptUrl: (settings) => settings.scriptUrl ?? defaultChatScriptUrl('netrox', settings.accountName),
  prepare(settings, location, visitor) {
    window.NetroxSC = { config: { account: settings.accountName, location, visitor } };
  },
  open(location, visitor) {
    const sc = window.NetroxSC;
    if (!sc?.open) throw new Error('netrox api missing');
    sc.setVisitor?.(visitor);
    sc.open({ location });
  },
};

export const CHAT_ADAPTERS: Readonly<Record<ChatProvider, ChatAdapter>> = { webim, netrox };
