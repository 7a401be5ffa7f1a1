import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once this component runs in the
 * browser. A form's submit button stays disabled until then: a click (or Enter in a field) before
 * the page's script takes over would otherwise be the browser's own submit, which sends the
 * fields to the page's URL instead of the JSON API (issue 11: passwords in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
