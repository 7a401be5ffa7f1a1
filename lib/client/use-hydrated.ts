import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the component runs in the
 * browser. What must not act before the page's script does waits for it: a form's submit button
 * (a native submit would send the fields to the page's URL instead of the JSON API —
 * passwords in the URL) and the studio's play buttons (a tap on a still-static page is lost).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
