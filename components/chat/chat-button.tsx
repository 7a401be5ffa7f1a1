'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { getSupportChatOpener, setSupportChatOpener } from '@/lib/client/chat/support-chat-opener';
import type { ChatFailureTexts } from '@/lib/client/chat/open-chat';

/**
 * The support section's Chat button (sidebar, footer), shown when the site has a chat provider.
 * Everything behind it — the settings read, the visitor call, the provider's script — loads at
 * the click (lib/client/chat/open-chat.ts), so the page's first load carries only this button.
 * It also registers itself as the way to the chat for the ReachedLimit screens.
 */
export function ChatButton({ className, failure, children }: { className?: string; failure: ChatFailureTexts; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const open = useCallback(() => {
    setBusy(true);
    void import('@/lib/client/chat/open-chat')
      .then((m) => m.openChat(failure))
      .finally(() => setBusy(false));
  }, [failure]);
  useEffect(() => {
    setSupportChatOpener(open);
    return () => {
      if (getSupportChatOpener() === open) setSupportChatOpener(null);
    };
  }, [open]);
  return (
    <button type="button" className={className} aria-busy={busy} disabled={busy} onClick={open}>
      {children}
    </button>
  );
}
