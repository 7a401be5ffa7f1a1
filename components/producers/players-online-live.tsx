'use client';

import { usePlayersOnline } from '@/lib/client/catalog/players-online';
import { PlayersOnlineText, type PlayersOnlineProps } from './players-online-text';

/** The live half of PlayersOnline, in its own chunk. */
export default function LivePlayersOnline({ slug, count, className }: PlayersOnlineProps) {
  return <PlayersOnlineText count={usePlayersOnline(slug, count)} className={className} />;
}
