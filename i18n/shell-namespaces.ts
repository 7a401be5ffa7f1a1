import type { Messages } from 'next-intl';

/**
 * The message namespaces the shell's client provider sends to the browser on every page
 * (i18n/client-messages.tsx says why): those of the client components of the shell and of
 * what it loads lazily. tests/unit/client-messages.test.ts checks those components against it.
 */
export const SHELL_NAMESPACES = [
  'site', 'header', 'locales', 'lobby', 'carousel', 'search', 'game', 'catalog', 'producers', 'errors', 'gameFrame', 'forms', 'notifications', 'notices', 'toasts', 'modals', 'giftsLive', 'promoOverlays', 'winners',
] as const satisfies readonly (keyof Messages)[];

/** The few auth texts of the header's player and guest buttons and its lazy thanks popup. */
export const SHELL_AUTH_KEYS = [
  'loadingAccount', 'balance', 'profile', 'logout', 'thanksTitle', 'close', 'thanksBody', 'getBonus', 'details',
] as const satisfies readonly (keyof Messages['auth'])[];
