/**
 * Support chat (spec platform §1, §3 "Chat visitor", §7 "Chat"): the providers the site can talk
 * to, where their scripts live by default and what the visitor call answers.
 */
export const CHAT_PROVIDERS = ['webim', 'netrox'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

export function isChatProvider(value: unknown): value is ChatProvider {
  return typeof value === 'string' && (CHAT_PROVIDERS as readonly string[]).includes(value);
}

/** `fields.info` of the visitor: how the chat's operators see a VIP at a glance. */
export const CHAT_VIP_INFO = 'VIP';
export const CHAT_REGULAR_INFO = 'Regular';

/**
 * GET /json-api/chat/{provider}: the visitor record the provider's widget is given. `custom1` is
 * the player id, `custom2` "<currency>, level <n>" (what a support operator asks first);
 * `location` is the chat location the widget opens (the VIP one for VIP players).
 */
export interface ChatVisitorDto {
  provider: ChatProvider;
  vip: boolean;
  location: string;
  fields: { info: typeof CHAT_VIP_INFO | typeof CHAT_REGULAR_INFO };
  email: string | null;
  custom1: string;
  custom2: string;
}

/**
 * The provider's loader when the operator names none (settings.scriptUrl null): Webim serves it
 * from the account's own host; Netrox from its widget host with the account in the path.
 */
export function defaultChatScriptUrl(provider: ChatProvider, accountName: string): string {
  const account = encodeURIComponent(accountName);
  return provider === 'webim' ? `https://${account}.webim.ru/js/button.js` : `https://widget.netrox.sc/${account}/loader.js`;
}
