/**
 * The way to the live support chat from anywhere in the page (the ReachedLimit screens): the
 * shell's Chat button (components/chat/chat-button.tsx), present when the site has a chat
 * provider. Clicking it goes through the one listener that opens the chat
 * (lib/client/after-load.ts), so nothing else has to register or load. Null without a chat: the
 * caller shows the messenger links.
 */
export function supportChatOpener(): (() => void) | null {
  const button = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('[data-chat-open]');
  return button ? () => button.click() : null;
}
