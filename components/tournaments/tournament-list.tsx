'use client';

import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import type { TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { EventList } from './event-list';

interface TournamentListProps {
  initial: TournamentDto[];
  locale: Locale;
  variant: SiteVariant;
  /** Keep only these (the paid ones of /compoints/tournaments, a page's "paid tournaments"). */
  only?: 'paid';
  /** Leave one out (the tournament whose page this is). */
  exclude?: string;
  seriesId?: number;
  emptyText?: string;
  label: string;
  /** The cards' title level (TournamentCard). */
  headingLevel?: 2 | 3;
}

/**
 * Tournament cards without the type filter (a series' tournaments, the paid ones): the one
 * promo-and-tournament list (event-list.tsx) showing tournaments only.
 */
export function TournamentList({ initial, ...rest }: TournamentListProps) {
  return <EventList tournaments={initial} initialFilter="tournament" {...rest} />;
}
