'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { formatMoney } from '@/lib/domain/money';
import type { PlaySummaryDto } from '@/lib/domain/protection/protection';
import { closeGame, isRunning, type GameFrameState } from '@/lib/client/game-frame/game-frame-store';
import { closeModal, openModal } from '@/lib/client/modals/modal-requests';
import { fetchPlaySummary, fetchRealityCheckMinutes } from '@/lib/client/protection/play-summary';
import buttons from '@/components/ui/button.module.css';
import styles from './reality-check.module.css';

const MINUTE_MS = 60_000;

/**
 * The reality check: while a real-money game runs, every N minutes of play (the
 * player's interval, GET /json-api/protection; off = 0) a modal on the one modal stack says how
 * long this game has run and its net result — stakes and wins of the real rounds since it opened.
 * Continue closes it and starts the next interval; Leave closes the game and goes to the lobby.
 * It lives in the frame's lazily loaded root, so no page's first load carries it.
 */
export function RealityCheck({ state }: { state: GameFrameState }) {
  const t = useTranslations('gameFrame.realityCheck');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const active = isRunning(state.phase) && state.type === 'real' && state.run !== null && !state.blocked;
  const runKey = active ? state.run?.session_id : undefined;

  useEffect(() => {
    if (!runKey) return;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let modalId: number | null = null;
    let stopped = false;

    const played = () => {
      const minutes = Math.max(1, Math.floor((Date.now() - startedAt) / MINUTE_MS));
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      const parts = [hours > 0 ? t('hours', { count: hours }) : '', rest > 0 || hours === 0 ? t('minutes', { count: rest }) : ''];
      return parts.filter(Boolean).join(' ');
    };

    const remind = async () => {
      const summary = await fetchPlaySummary(startedAt).catch(() => null);
      if (stopped) return;
      const time = played();
      modalId = openModal({
        kind: 'custom',
        title: t('title'),
        onClose: () => {
          modalId = null;
          void schedule();
        },
        render: (close) => (
          <RealityCheckBody
            played={t('played', { time })}
            summary={summary}
            locale={locale}
            onContinue={close}
            onLeave={() => {
              stopped = true;
              close();
              closeGame();
              router.push(localizedPath('/', locale));
            }}
          />
        ),
      });
    };

    // The interval is read again before each wait: a change in the profile applies from the next one.
    const schedule = async () => {
      if (stopped) return;
      const minutes = await fetchRealityCheckMinutes();
      if (stopped || !minutes) return;
      timer = setTimeout(() => void remind(), minutes * MINUTE_MS);
    };

    void schedule();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (modalId !== null) closeModal(modalId);
    };
  }, [runKey, t, locale, router]);

  return null;
}

function RealityCheckBody({ played, summary, locale, onContinue, onLeave }: { played: string; summary: PlaySummaryDto | null; locale: Locale; onContinue: () => void; onLeave: () => void }) {
  const t = useTranslations('gameFrame.realityCheck');
  const money = (minor: number) => (summary ? formatMoney(minor, summary.currency, locale) : '');
  return (
    <div className={styles.body} data-testid="reality-check-modal">
      <p className={styles.played}>{played}</p>
      {summary && (
        <dl className={styles.figures}>
          <div>
            <dt>{t('stakes')}</dt>
            <dd>{money(summary.stakes)}</dd>
          </div>
          <div>
            <dt>{t('wins')}</dt>
            <dd>{money(summary.wins)}</dd>
          </div>
          <div className={summary.net < 0 ? styles.loss : styles.gain}>
            <dt>{t('net')}</dt>
            <dd data-testid="reality-check-net">{`${summary.net > 0 ? '+' : ''}${money(summary.net)}`}</dd>
          </div>
        </dl>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.gold}`} onClick={onContinue}>
          {t('continue')}
        </button>
        <button type="button" className={buttons.button} onClick={onLeave}>
          {t('leave')}
        </button>
      </div>
    </div>
  );
}
