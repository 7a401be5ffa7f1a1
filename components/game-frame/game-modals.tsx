'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/domain/locales';
import { closeGame, continueWithoutWager, dismissModal, type GameFrameState } from '@/lib/client/game-frame/game-frame-store';
import { GameModal } from './game-modal';

/** Spec: the games played with bonus (platform §2 fixed links). */
export const BONUS_GAMES_PATH = '/games/otygrat_bonus';

/**
 * Which game modal the store asks for, with its texts (spec §8) and buttons:
 * error (Close), no-wager (Continue, link to the bonus games), blocked double run (Close).
 */
export function GameModals({ state }: { state: GameFrameState }) {
  const t = useTranslations('gameFrame');
  const locale = useLocale();
  const preview = state.game?.preview;
  const close = { label: t('close'), onClick: dismissModal };

  switch (state.modal) {
    case 'error':
      return <GameModal open onClose={dismissModal} title={t('errors.title')} description={t('errors.cannot_run_game')} preview={preview} button={close} />;
    case 'blocked':
      return <GameModal open onClose={dismissModal} title={t('blockedTitle')} description={t('blocked_double_game_run')} preview={preview} button={close} />;
    case 'no-wager':
      return (
        <GameModal
          open
          onClose={dismissModal}
          title={t('noWagerTitle')}
          description={t('dont_have_wager')}
          preview={preview}
          button={{ label: t('continue'), onClick: continueWithoutWager }}
          link={{ label: t('bonusGames'), href: localizedPath(BONUS_GAMES_PATH, locale), onClick: closeGame }}
        />
      );
    default:
      return null;
  }
}
