'use client';

import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/domain/locales';
import type { StudioSessionView } from '@/lib/domain/studio/studio-session';
import { CloseIcon } from '@/components/ui/icons';
import { BalanceDisplay } from './balance-display';
import { BlockedOverlay } from './blocked-overlay';
import { RoundFailureBanner } from './round-failure-banner';
import { closeGame, postToParent, STUDIO_READY_MESSAGE } from './frame-messages';
import type { StudioRounds } from './use-studio-rounds';
import styles from './game-shell.module.css';

interface GameShellProps {
  view: StudioSessionView;
  rounds: StudioRounds;
  onRetry: () => void;
  /** Extra header buttons (the slot's pay table). */
  tools?: ReactNode;
  /** The game's look; the shell itself is neutral. */
  className?: string;
  /** CSS variables of the game's look (e.g. its configured colours). */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * What every studio game page shares: the header strip (name, balance, close), the round error
 * banner, and the overlay that ends play when the session was taken over or is unknown. It
 * fills the frame, whatever its size, and tells the site once it is ready.
 */
export function GameShell({ view, rounds, onRetry, tools, className, style, children }: GameShellProps) {
  const t = useTranslations('studio');
  const lobby = localizedPath('/', useLocale());

  useEffect(() => {
    postToParent(STUDIO_READY_MESSAGE);
  }, []);

  const close = () => closeGame(view.exitUrl, lobby);
  return (
    <div className={`${styles.shell} ${className ?? ''}`} style={style} data-testid="studio-game">
      <header className={styles.header}>
        <h1 className={styles.name}>{view.game.name}</h1>
        <BalanceDisplay amount={rounds.shownBalance} balance={rounds.balance} />
        <div className={styles.tools}>
          {tools}
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </div>
      </header>
      <main className={styles.body}>{children}</main>
      {rounds.failure ? <RoundFailureBanner failure={rounds.failure} freeKind={view.freeSpins?.kind} onRetry={onRetry} onDismiss={rounds.dismissFailure} /> : null}
      {rounds.blocked ? <BlockedOverlay reason={rounds.blocked} onClose={close} /> : null}
    </div>
  );
}
