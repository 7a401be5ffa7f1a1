'use client';

import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { loginRedirectTarget } from '@/lib/domain/routing/route-rules';
import { playPath } from '@/lib/domain/routing/site-paths';
import { isRunning, leaveGamePage, openGame, useGameFrame, type FrameGame } from '@/lib/client/game-frame/game-frame-store';
import { useBrowserCanHostFrame } from '@/lib/client/game-frame/device-support';
import { rememberFocusReturn } from '@/lib/client/game-frame/frame-focus';
import { frameSize } from '@/lib/client/game-frame/frame-size';
import { CloseIcon } from '@/components/ui/icons';
import type { GameFacts } from './guest-game-facts';
import { MinimizeIcon } from './frame-icons';
import { ModeSwitch } from './mode-switch';
import { GameSlot } from './game-slot';
import { panelKind, type PanelKind } from './stage-panel';
import styles from './game-stage.module.css';

interface GuestStageProps {
  slug: string;
  /** The opening (guest-stage.ts): each one brings the stage into view and focus into it. */
  seq: number;
  /** The link that opened it, when a link did (the dock's resume keeps the earlier one). */
  opener: HTMLElement | null;
  href: string;
  /** The catalogue's facts; null while they load. */
  facts: GameFacts | null;
  locale: Locale;
  onClose: () => void;
  onMinimize: () => void;
  onRetryFacts: () => void;
}

/** The page the guest is on: where a whole-window game comes back to (a same-site path). */
function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * The /guest variant's game page, shown at the top of the page's content instead of a route of
 * its own (the variant is the cacheable catalogue; spec §6: a visitor plays the demo). The same
 * parts as /play/<slug> (components/game-frame/game-stage.tsx): a toolbar with the demo label, a
 * way to log in for real money, minimize and close, and the box the running frame is laid over.
 * The stage closing (its unmount) minimizes a running game into the dock, as leaving /play does.
 */
export function GuestStage({ slug, seq, opener, href, facts, locale, onClose, onMinimize, onRetryFacts }: GuestStageProps) {
  const t = useTranslations('gameFrame');
  const frame = useGameFrame();
  const supported = useBrowserCanHostFrame();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const game = facts?.kind === 'found' ? facts.game : null;
  const name = game?.name ?? '';
  const preview = game?.preview ?? '';
  const allowBonusBalance = game?.allowBonusBalance ?? false;
  const frameGame = useMemo<FrameGame | null>(() => (name ? { slug, name, preview, allowBonusBalance, locale, variant: 'guest' } : null), [slug, name, preview, allowBonusBalance, locale]);
  const canRun = game !== null && supported && !game.disabled && game.hasDemo;

  // The guest asked for this game with a click: it runs (demo), or resumes when it is running.
  useEffect(() => {
    if (frameGame && canRun) openGame(frameGame, { type: 'demo', force: true, exitUrl: currentPath() });
  }, [frameGame, canRun]);
  useEffect(() => () => leaveGamePage(slug), [slug]);

  // Each opening: the stage comes into view and focus moves into it (its close button); the
  // link that opened it is where focus goes back (frame-focus.ts).
  useEffect(() => {
    if (opener) rememberFocusReturn({ opener, gameHref: href });
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    closeRef.current?.focus({ preventScroll: true });
  }, [seq, opener, href]);

  const mine = frame.game?.slug === slug;
  const running = mine && isRunning(frame.phase);
  const size = frameSize(mine ? frame.run : null);
  const loginHref = loginRedirectTarget(localizedPath('/login', locale), playPath(slug, locale));
  const registrationHref = localizedPath('/registration', locale);
  let panel: PanelKind | null;
  if (facts === null) panel = 'waiting';
  else if (facts.kind === 'failed') panel = 'error';
  else if (facts.kind === 'missing') panel = 'unavailable';
  else panel = panelKind({ sessionKnown: true, supported, disabled: facts.game.disabled, needsLogin: !facts.game.hasDemo, mine, frame });

  const retry = () => {
    if (!frameGame) onRetryFacts();
    else openGame(frameGame, { type: 'demo', explicit: true, force: true, exitUrl: currentPath() });
  };

  return (
    <section ref={sectionRef} className={`${styles.stage} ${styles.guestStage}`} aria-labelledby={titleId} data-game-frame="" data-testid="guest-stage">
      <div className={styles.toolbar}>
        <div className={styles.titleBlock}>
          <h2 id={titleId} className={styles.title}>
            {name || (facts === null ? t('preparing') : t('errors.title'))}
          </h2>
          {game && <span className={styles.producer}>{game.producer}</span>}
        </div>
        {canRun && <ModeSwitch player={false} hasDemo current="demo" onPick={() => {}} loginHref={loginHref} />}
        <div className={styles.controls}>
          {running && (
            <button type="button" className={styles.control} onClick={onMinimize} aria-label={t('minimize')} title={t('minimize')}>
              <MinimizeIcon />
            </button>
          )}
          <button ref={closeRef} type="button" className={styles.control} onClick={onClose} aria-label={name ? t('closeGame', { name }) : t('close')} title={t('close')}>
            <CloseIcon />
          </button>
        </div>
      </div>
      <GameSlot ratio={size.width / size.height} panel={panel} preview={preview} onRetry={retry} loginHref={loginHref} registrationHref={registrationHref} />
    </section>
  );
}
