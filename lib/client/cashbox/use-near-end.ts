import { useEffect, type RefObject } from 'react';
import { SCROLL_LOAD_TRIGGER_PX } from '@/lib/domain/constants';

/** The element that scrolls `element`: the popup's body, or null for the page itself. */
export function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Calls `onNear` when `sentinel` comes within SCROLL_LOAD_TRIGGER_PX (spec §9: 500 px) of the
 * end of what is shown. Inside the popup the body scrolls, not the page, and an observer of the
 * viewport would only see the sentinel once it is really visible, so the scrolling box is the
 * root. Re-created when `key` changes (after each page), so a sentinel still in range asks again.
 */
export function useNearEnd(sentinel: RefObject<HTMLElement | null>, enabled: boolean, onNear: () => void, key: unknown): void {
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { root: scrollContainerOf(target), rootMargin: `0px 0px ${SCROLL_LOAD_TRIGGER_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, enabled, onNear, key]);
}
