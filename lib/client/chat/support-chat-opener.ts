/**
 * The way to the live support chat, registered by the chat button of the shell
 * (components/chat/chat-button.tsx) when the site has a chat provider: the ReachedLimit step of
 * the contact verification opens it, else it shows the messenger links. Kept in a module of
 * its own so the shell's button does not carry the verification store.
 */
let supportChatOpener: (() => void) | null = null;

export function setSupportChatOpener(opener: (() => void) | null): void {
  supportChatOpener = opener;
}

export function getSupportChatOpener(): (() => void) | null {
  return supportChatOpener;
}
