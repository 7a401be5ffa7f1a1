'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isRunning, type GameFrameState, type GameStop } from '@/lib/client/game-frame/game-frame-store';
import spinner from '@/components/ui/spinner.module.css';
import styles from './game-stage.module.css';

/** What the game page's box shows when no frame is laid over it. */
export type PanelKind = GameStop | 'waiting' | 'unavailable';

export interface PanelInput {
  /** The session is known (a guest or a player); the guest variant always knows: demo. */
  sessionKnown: boolean;
  supported: boolean;
  disabled: boolean;
  needsLogin: boolean;
  /** The frame's game is this page's (or stage's) game. */
  mine: boolean;
  frame: GameFrameState;
}

/** The panel over the page's box, or null when the running frame covers it. */
export function panelKind(input: PanelInput): PanelKind | null {
  const { frame } = input;
  if (!input.supported) return 'unsupported';
  if (input.disabled) return 'unavailable';
  if (!input.sessionKnown) return 'waiting';
  if (input.needsLogin) return 'login-required';
  if (!input.mine) return 'waiting';
  if (isRunning(frame.phase)) return null;
  return frame.phase === 'closed' ? (frame.stop ?? 'closed') : 'waiting';
}

interface StagePanelProps {
  kind: PanelKind;
  onRetry: () => void;
  loginHref: string;
  registrationHref: string;
}

const RETRY: Partial<Record<PanelKind, 'playAgain' | 'tryAgain' | 'playHere'>> = {
  closed: 'playAgain',
  redirected: 'playAgain',
  error: 'tryAgain',
  blocked: 'playHere',
};

const TEXT = {
  closed: 'closedText',
  redirected: 'redirectedText',
  error: 'errors.cannot_run_game',
  blocked: 'blocked_double_game_run',
  unsupported: 'device_not_supported',
  unavailable: 'unavailable',
  'login-required': 'loginRequired',
} as const;

export function StagePanel({ kind, onRetry, loginHref, registrationHref }: StagePanelProps) {
  const t = useTranslations('gameFrame');
  if (kind === 'waiting') {
    return (
      <div className={styles.panel} role="status" aria-label={t('preparing')}>
        <span className={`${spinner.spinner} ${styles.spinner}`} aria-hidden="true" />
      </div>
    );
  }
  const retry = RETRY[kind];
  return (
    <div className={styles.panel} data-testid="stage-panel" data-kind={kind}>
      <p className={styles.panelText}>{t(TEXT[kind])}</p>
      {retry && (
        <button type="button" className={styles.primaryButton} onClick={onRetry}>
          {t(retry)}
        </button>
      )}
      {kind === 'login-required' && (
        <div className={styles.panelLinks}>
          <Link href={loginHref} className={styles.primaryButton} prefetch={false}>
            {t('login')}
          </Link>
          <Link href={registrationHref} className={styles.secondaryButton} prefetch={false}>
            {t('registration')}
          </Link>
        </div>
      )}
    </div>
  );
}
