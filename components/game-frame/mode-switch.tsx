'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { GameRunType } from '@/lib/domain/games/game-run';
import styles from './game-stage.module.css';

interface ModeSwitchProps {
  /** Guests play demo; players real, or demo when they pick it. */
  player: boolean;
  hasDemo: boolean;
  current: GameRunType;
  onPick: (type: GameRunType) => void;
  loginHref: string;
}

/**
 * Play for real / for fun (spec §6: visitors run demo, players real). A player may switch to
 * the demo of a game that has one (the game restarts in that mode); a guest sees the demo
 * label and a way to log in for real play. A game without demo shows nothing for a player.
 */
export function ModeSwitch({ player, hasDemo, current, onPick, loginHref }: ModeSwitchProps) {
  const t = useTranslations('gameFrame');
  if (!player) {
    return (
      <div className={styles.mode}>
        <span className={styles.demoBadge}>{t('demoMode')}</span>
        <Link href={loginHref} className={styles.realLink} prefetch={false}>
          {t('loginForReal')}
        </Link>
      </div>
    );
  }
  if (!hasDemo) return null;
  return (
    <div className={styles.mode} role="group" aria-label={t('modeLabel')}>
      {(['real', 'demo'] as const).map((type) => (
        <button key={type} type="button" className={styles.modeButton} aria-pressed={current === type} onClick={() => current !== type && onPick(type)}>
          {type === 'real' ? t('playReal') : t('playDemo')}
        </button>
      ))}
    </div>
  );
}
