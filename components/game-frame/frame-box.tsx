'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { GameFrameState } from '@/lib/client/game-frame/game-frame-store';
import { frameSize } from '@/lib/client/game-frame/frame-size';
import spinner from '@/components/ui/spinner.module.css';
import { usePinToTarget, type PinMode } from './use-pin-to-target';
import { GAME_FRAME_SANDBOX } from './frame-sandbox';
import styles from './game-frame.module.css';

interface FrameBoxProps {
  state: GameFrameState;
  /** The page's slot, or the dock's preview when minimized; null hides the box (kept alive). */
  target: HTMLElement | null;
  mode: PinMode;
}

/**
 * The running game: its iframe and the loader over it. Rendered in the same place of the
 * host's tree in every state, so the iframe element lives as long as the run does. Docked, it is
 * inert: the dock's own buttons take the clicks and the keyboard.
 */
export function FrameBox({ state, target, mode }: FrameBoxProps) {
  const t = useTranslations('gameFrame');
  const boxRef = useRef<HTMLDivElement>(null);
  const { run, game } = state;
  usePinToTarget(boxRef, target, mode, frameSize(run));
  const showFrame = run !== null && !run.redirect && !state.blocked;
  const showLoader = !state.loaded && !state.blocked;

  return (
    <div ref={boxRef} className={mode === 'dock' ? `${styles.box} ${styles.docked}` : styles.box} data-testid="game-frame-box" data-game-frame="" data-mode={mode} inert={mode === 'dock'} aria-hidden={mode === 'dock' ? true : undefined}>
      {showFrame && (
        <iframe
          key={run.runToken}
          className={styles.iframe}
          src={run.run_url}
          title={t('frameTitle', { name: game?.name ?? '' })}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
          sandbox={GAME_FRAME_SANDBOX}
          data-testid="game-iframe"
        />
      )}
      {showLoader && (
        <div className={styles.loader} role="status" aria-live="polite" data-testid="game-loader">
          <span className={`${spinner.spinner} ${styles.spinner}`} aria-hidden="true" />
          <span className={styles.loaderText}>{t('loading', { name: game?.name ?? '' })}</span>
        </div>
      )}
    </div>
  );
}
