import { trackAffiliate, type AffiliateTarget } from '@/lib/client/affiliate/track';
import { registerServiceWorker } from '@/lib/client/service-worker/register';

/** What the shell runs after the page has loaded and after each route change (components/layout/after-load-tasks.tsx). */
export function afterLoad(affiliate: AffiliateTarget | null): void {
  registerServiceWorker();
  trackAffiliate(affiliate);
}
