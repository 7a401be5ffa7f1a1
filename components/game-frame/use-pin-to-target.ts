'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { FrameSize } from '@/lib/client/game-frame/frame-size';

export type PinMode = 'slot' | 'dock';

/**
 * Lays the frame box over a target element without ever moving the box in the DOM (moving an
 * iframe to another parent reloads the game):
 * - `slot`, the game page's box: absolutely positioned in document coordinates, so it scrolls
 *   with the page by itself; re-measured when the slot or the document changes size.
 * - `dock`, the minimized preview: fixed, keeping the size the game last had on its page and
 *   scaled down with a transform, so the game does not re-layout to a thumbnail.
 * Styles are written straight to the element: scrolling and resizing re-render nothing.
 */
export function usePinToTarget(boxRef: RefObject<HTMLElement | null>, target: HTMLElement | null, mode: PinMode, fallback: FrameSize) {
  const { width: fallbackWidth, height: fallbackHeight } = fallback;
  const lastSize = useRef<FrameSize | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    if (!target) {
      box.style.visibility = 'hidden';
      return;
    }
    const place = () => {
      const rect = target.getBoundingClientRect();
      if (mode === 'slot') {
        if (rect.width > 0 && rect.height > 0) lastSize.current = { width: rect.width, height: rect.height };
        Object.assign(box.style, {
          position: 'absolute',
          top: `${rect.top + window.scrollY}px`,
          left: `${rect.left + window.scrollX}px`,
          width: `${rect.width}px`,
          height: `${rect.height}px`,
          transform: 'none',
          visibility: 'visible',
        });
        return;
      }
      const size = lastSize.current ?? { width: fallbackWidth, height: fallbackHeight };
      Object.assign(box.style, {
        position: 'fixed',
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${size.width}px`,
        height: `${size.height}px`,
        transformOrigin: '0 0',
        transform: `scale(${rect.width / size.width})`,
        visibility: 'visible',
      });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(target);
    observer.observe(document.documentElement);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [boxRef, target, mode, fallbackWidth, fallbackHeight]);
}
