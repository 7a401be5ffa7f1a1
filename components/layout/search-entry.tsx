'use client';

import type { MouseEvent, ReactNode } from 'react';
import Link from 'next/link';

/** The id of the lobby's search field (components/lobby/game-search.tsx). */
export const GAME_SEARCH_INPUT_ID = 'game-search-input';

/**
 * The header's way to the game search: on the lobby it jumps straight into the search field,
 * elsewhere it opens the lobby at #search (the field takes the focus when it mounts).
 */
export function SearchEntry({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const input = document.getElementById(GAME_SEARCH_INPUT_ID);
    if (!input) return;
    event.preventDefault();
    input.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    input.focus({ preventScroll: true });
  };
  return (
    <Link href={href} className={className} onClick={onClick} prefetch={false}>
      {children}
    </Link>
  );
}
