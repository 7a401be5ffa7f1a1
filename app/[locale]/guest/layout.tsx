import type { ReactNode } from 'react';
import { GuestGameFrameHost } from '@/components/game-frame/guest-game-frame-host';
import { siteLayout } from '@/app/[locale]/_page/site-layout';

// The shared shell (header, sidebar, footer) of the guest variant, with its game frame host: a
// click on a game link plays the demo on the guest page (docs/ARCHITECTURE.md, "Game frame").
// The host is imported here rather than in the shared shell, so main pages never load it.
export default function Layout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return siteLayout('guest', props, <GuestGameFrameHost />);
}
