'use client';

import { useEffect, useMemo, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { GameRunType } from '@/lib/domain/games/game-run';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { loginRedirectTarget } from '@/lib/domain/routing/route-rules';
import { playPath, splitSitePath } from '@/lib/domain/routing/site-paths';
import { startSession, useSession } from '@/lib/client/session/session-store';
import { getRouteHistory } from '@/lib/client/route-history-store';
import { closeGame, isRunning, leaveGamePage, openGame, useGameFrame, type FrameGame } from '@/lib/client/game-frame/game-frame-store';
import { useBrowserCanHostFrame } from '@/lib/client/game-frame/device-support';
import { flushFocusReturn, focusIsFree, rememberFocusReturn, returnFocusAfterNavigation } from '@/lib/client/game-frame/frame-focus';
import { frameSize } from '@/lib/client/game-frame/frame-size';
import { leaveTarget } from '@/lib/client/game-frame/leave-target';
import { CloseIcon } from '@/components/ui/icons';
import { MinimizeIcon } from './frame-icons';
import { ModeSwitch } from './mode-switch';
import { GameSlot } from './game-slot';
import { panelKind } from './stage-panel';
import styles from './game-stage.module.css';

/** The catalogue's facts about the game that the page needs (GameDto of lib/domain/catalog/catalog-types). */
export interface StageGame {
  slug: string;
  name: string;
  preview: string;
  producer: string;
  allowBonusBalance: boolean;
  hasDemo: boolean;
  disabled: boolean;
}

/** Where a game sends the player on exit: a path of this site (the API refuses other URLs). */
function exitUrl(locale: Locale): string {
  return leaveTarget(getRouteHistory(), locale);
}

/**
 * /play/<slug>: asks the frame store for the game (a running one resumes) and provides the box
 * the frame is laid over (components/game-frame/game-frame-root.tsx keeps the iframe itself).
 * The box keeps the game's proportions (run info, default 1280x720) and fits both the page's
 * width and the viewport's height, from 320 px phones up. Leaving the page minimizes the game.
 */
export function GameStage({ game, locale }: { game: StageGame; locale: Locale }) {
  const t = useTranslations('gameFrame');
  const router = useRouter();
  const pathname = usePathname() ?? '';
  const session = useSession();
  const frame = useGameFrame();
  const supported = useBrowserCanHostFrame();
  const stageRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const { slug, name, preview, allowBonusBalance, hasDemo, disabled } = game;
  const frameGame = useMemo<FrameGame>(() => ({ slug, name, preview, allowBonusBalance, locale }), [slug, name, preview, allowBonusBalance, locale]);
  const onPage = splitSitePath(pathname).path.replace(/\/$/, '') === `/play/${slug}`;
  const player = session.status === 'player';
  const defaultType: GameRunType = player ? 'real' : 'demo';
  const sessionKnown = session.status !== 'unknown';
  const needsLogin = session.status === 'guest' && !hasDemo;
  const canRun = sessionKnown && supported && !disabled && !needsLogin;

  useEffect(() => startSession(), []);
  // Only while the URL is this page: under a login popup the page stays rendered, but going
  // to login closes the game (spec §2); it starts again once the popup is gone.
  useEffect(() => {
    if (onPage && canRun) openGame(frameGame, { type: defaultType, exitUrl: exitUrl(locale) });
  }, [onPage, canRun, frameGame, defaultType, locale]);
  useEffect(
    () => () => {
      leaveGamePage(slug);
      // The page is gone because its Close or Minimize went back: focus goes back too.
      flushFocusReturn();
    },
    [slug],
  );

  const mine = frame.game?.slug === slug;
  const running = mine && isRunning(frame.phase);

  // The game opening (or resuming) here takes focus: its Close button (Shift+Tab reaches
  // Minimize and the mode, Tab the game). Closing it brings focus back to the tile the player
  // came from, on the page they go back to (frame-focus.ts).
  useEffect(() => {
    if (!running) return;
    rememberFocusReturn({ gameHref: playPath(slug, locale) });
    if (focusIsFree(stageRef.current)) closeRef.current?.focus();
  }, [running, slug, locale]);

  const size = frameSize(mine ? frame.run : null);
  const currentType = (mine && frame.type) || defaultType;
  const loginHref = loginRedirectTarget(localizedPath('/login', locale), playPath(slug, locale));
  const registrationHref = localizedPath('/registration', locale);
  const panel = panelKind({ sessionKnown, supported, disabled, needsLogin, mine, frame });

  const leave = () => {
    returnFocusAfterNavigation();
    router.push(leaveTarget(getRouteHistory(), locale));
  };
  const rerun = (type: GameRunType) => openGame(frameGame, { type, explicit: true, force: true, exitUrl: exitUrl(locale) });

  return (
    <section ref={stageRef} className={styles.stage} aria-labelledby="game-title" data-game-frame="">
      <div className={styles.toolbar}>
        <div className={styles.titleBlock}>
          <h1 id="game-title" className={styles.title}>
            {name}
          </h1>
          <span className={styles.producer}>{game.producer}</span>
        </div>
        {canRun && <ModeSwitch player={player} hasDemo={hasDemo} current={currentType} onPick={rerun} loginHref={loginHref} />}
        <div className={styles.controls}>
          {running && (
            <button type="button" className={styles.control} onClick={leave} aria-label={t('minimize')} title={t('minimize')}>
              <MinimizeIcon />
            </button>
          )}
          <button
            ref={closeRef}
            type="button"
            className={styles.control}
            onClick={() => {
              // Another game may be minimized while this page only shows a panel: leave it be.
              if (mine) closeGame();
              leave();
            }}
            aria-label={t('closeGame', { name })}
            title={t('close')}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <GameSlot ratio={size.width / size.height} panel={panel} preview={preview} onRetry={() => rerun(currentType)} loginHref={loginHref} registrationHref={registrationHref} />
    </section>
  );
}
