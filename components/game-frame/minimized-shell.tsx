'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { CloseIcon, PlayIcon } from '@/components/ui/icons';
import styles from './game-frame.module.css';

interface MinimizedShellProps {
  name: string;
  /** Width / height of the game, for the preview the docked frame is scaled into. */
  ratio: number;
  onResume: () => void;
  onClose: () => void;
  /** The preview box: the host lays the (scaled) running frame over it. */
  previewRef?: Ref<HTMLButtonElement>;
}

/**
 * The minimized game (spec §2): a dock in the bottom-right corner on every route but the game
 * page, with the game name, resume and close. The live game shows through its preview; a
 * click on the preview resumes too.
 */
export function MinimizedShell({ name, ratio, onResume, onClose, previewRef }: MinimizedShellProps) {
  const t = useTranslations('gameFrame');
  return (
    <aside className={styles.dock} aria-label={t('dockLabel')} data-testid="game-dock" data-game-frame="">
      <button ref={previewRef} type="button" className={styles.preview} style={{ aspectRatio: ratio }} onClick={onResume} tabIndex={-1} aria-hidden="true" />
      <div className={styles.bar}>
        <span className={styles.dockName} title={name}>
          {name}
        </span>
        <button type="button" className={styles.dockButton} onClick={onResume} aria-label={t('resumeGame', { name })}>
          <PlayIcon size={16} />
        </button>
        <button type="button" className={styles.dockButton} onClick={onClose} aria-label={t('closeGame', { name })}>
          <CloseIcon size={16} />
        </button>
      </div>
    </aside>
  );
}
