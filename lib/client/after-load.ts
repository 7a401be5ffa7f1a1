import { trackAffiliateVisits } from '@/lib/client/affiliate/track';
import { openChat } from '@/lib/client/chat/open-chat';
import { registerServiceWorker } from '@/lib/client/service-worker/register';

/** Opens the support chat from one of the shell's Chat buttons (components/chat/chat-button.tsx), busy meanwhile. */
function openChatFrom(button: Element): void {
  const failure = { title: button.getAttribute('data-failure-title') ?? '', body: button.getAttribute('data-failure-body') ?? '' };
  button.setAttribute('aria-busy', 'true');
  void openChat(failure).finally(() => button.removeAttribute('aria-busy'));
}

function onChatClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('[data-chat-open]') : null;
  if (button) openChatFrom(button);
}

let started = false;

/**
 * What the shell runs once, a second after the page's load event, with the promo overlays
 * (components/layout/after-load-island.tsx), so none of it is in a page's first load: the service worker, the affiliate visits (this page
 * and every route change), and the support chat — the Chat buttons of the sidebar and footer are
 * server HTML answered by one listener here (the ReachedLimit screens click them too).
 */
export function afterLoad(): void {
  if (started) return;
  started = true;
  registerServiceWorker();
  trackAffiliateVisits();
  document.addEventListener('click', onChatClick);
}
