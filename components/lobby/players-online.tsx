import { LiveAfterHydration } from './live-after-hydration';
import { PlayersOnlineText, type PlayersOnlineProps } from '@/components/producers/players-online-text';

/**
 * A producer's players online: the server's count, following the live count once the page has
 * hydrated (lib/client/catalog/players-online.ts). The text is drawn on the server, so only the
 * shared live slot is in the page's first-load JavaScript.
 */
export function PlayersOnline({ slug, count, className }: PlayersOnlineProps) {
  return (
    <LiveAfterHydration island={{ kind: 'playersOnline', slug, count, className }}>
      <PlayersOnlineText count={count} className={className} />
    </LiveAfterHydration>
  );
}
