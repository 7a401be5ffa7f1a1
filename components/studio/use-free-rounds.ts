'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { StudioRoundAnswer, StudioSessionView } from '@/lib/domain/studio/studio-session';
import type { StudioRounds } from './use-studio-rounds';

export interface FreeRounds {
  /** The stake of the next round when it is free (played whatever the balance); null when it is paid. */
  stake: number | null;
  left: number;
  kind: 'spins' | 'bet';
  /** The play button's text and the hint while the rounds are free. */
  playLabel: string;
  hint: string;
  /** Takes the count the server answered after a free round. */
  count(answer: StudioRoundAnswer | null): StudioRoundAnswer | null;
}

/**
 * The free rounds of the player's gift on this game page (a giftspin, provider spins, a free
 * bet): played first, at the gift's stake, until none are left. A `no_free_spins` refusal (used
 * in another window, expired) ends them at once and the page plays for money again.
 */
export function useFreeRounds(view: Pick<StudioSessionView, 'freeSpins'>, rounds: Pick<StudioRounds, 'failure'>): FreeRounds {
  const t = useTranslations('freeSpins');
  const [left, setLeft] = useState(view.freeSpins?.left ?? 0);
  const giftStake = view.freeSpins?.stake;
  const kind = view.freeSpins?.kind ?? 'spins';
  const refused = rounds.failure?.kind === 'refused' && rounds.failure.code === 'no_free_spins';
  if (refused && left !== 0) setLeft(0);
  return {
    stake: left > 0 && giftStake !== undefined && !refused ? giftStake : null,
    left,
    kind,
    playLabel: kind === 'bet' ? t('betPlay') : t('spin'),
    hint: kind === 'bet' ? t('betHint') : t('hint'),
    count: (answer) => {
      if (answer?.freeSpinsLeft !== undefined) setLeft(answer.freeSpinsLeft);
      return answer;
    },
  };
}
