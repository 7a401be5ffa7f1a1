import type { ReactNode } from 'react';
import type { ChatFailureTexts } from '@/lib/client/chat/open-chat';

/**
 * The support section's Chat button (sidebar, footer), shown when the site has a chat provider.
 * Plain server HTML: lib/client/after-load.ts, loaded a second after the page's load, answers clicks on
 * `[data-chat-open]` and loads the chat's code at the first (lib/client/chat/open-chat.ts), so
 * no page carries it in its first load (the lobby's budget, tests/e2e/page-weight.spec.ts). The
 * failure texts ride on the button; `aria-busy` is set while the chat opens.
 */
export function ChatButton({ className, failure, children }: { className?: string; failure: ChatFailureTexts; children: ReactNode }) {
  return (
    <button type="button" className={className} data-chat-open="" data-failure-title={failure.title} data-failure-body={failure.body}>
      {children}
    </button>
  );
}
