'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useFrameActive } from '@/lib/client/game-frame/frame-activity';
import { guestPlayClick, openGuestStage, playLinkAt, useGuestStage } from '@/lib/client/game-frame/guest-stage';

// Everything else (the stage, the frame, the dock, the modals, the API calls) loads with the
// first game the guest opens: the guest pages' first load carries only this host and the click
// rule (docs/ARCHITECTURE.md, "Game frame"). React.lazy for the reason given in game-frame-host.tsx.
const loadRoot = () => import('./guest-frame-root');
const GuestFrameRoot = lazy(loadRoot);

/**
 * The /guest variant's frame host, mounted once in the guest shell before the page's <main>, so
 * an opened game comes right after the header and the sidebar in reading and Tab order. Game
 * links keep pointing at the main site's game page; a plain click on one (caught at the window,
 * before Next's Link sees it) opens the game's stage here instead. Renders nothing until then.
 */
export function GuestGameFrameHost() {
  const stage = useGuestStage();
  const active = useFrameActive();

  useEffect(() => {
    const { origin } = window.location;
    const onClick = (event: MouseEvent) => {
      const play = guestPlayClick(event, origin);
      if (!play) return;
      event.preventDefault();
      openGuestStage({ slug: play.slug, href: play.href, opener: play.link });
    };
    // A press on a game link is a click about to happen: fetch the frame's code meanwhile.
    const onPress = (event: PointerEvent) => {
      if (playLinkAt(event.target, origin)) void loadRoot();
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('pointerdown', onPress, true);
    // Says game links now open here: before hydration a click still goes to the main game page
    // (the links' own target), and a browser test waits for this before clicking.
    document.documentElement.dataset.guestPlay = 'armed';
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pointerdown', onPress, true);
      delete document.documentElement.dataset.guestPlay;
    };
  }, []);

  if (stage === null && !active) return null;
  return (
    <Suspense fallback={null}>
      <GuestFrameRoot />
    </Suspense>
  );
}
