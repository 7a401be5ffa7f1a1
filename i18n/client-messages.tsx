import type { ComponentProps, ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { SHELL_AUTH_KEYS, SHELL_NAMESPACES } from './shell-namespaces';

/**
 * What the browser gets of the message catalogue. The page's React payload carries the
 * messages of its client provider into every document, so the whole catalogue (45 KB in ru,
 * more than the lobby's visible HTML) slowed every landing page's first paint. The shell's
 * provider carries only the namespaces of the client components every page can show: the
 * shell itself and what it loads lazily (the game frame, the search, the producers picker,
 * the thanks popup, the error screens). Route modules whose client components need more
 * (auth screens, cashbox, profile, studio, payment sandbox) wrap their page in
 * `RouteMessages`, which gives the whole catalogue below it: next-intl's nested provider
 * replaces its parent's messages, it does not add to them.
 */
type ClientMessages = ComponentProps<typeof NextIntlClientProvider>['messages'];

export function shellMessages(messages: Messages): ClientMessages {
  const auth = Object.fromEntries(SHELL_AUTH_KEYS.map((key) => [key, messages.auth[key]]));
  return { ...Object.fromEntries(SHELL_NAMESPACES.map((namespace) => [namespace, messages[namespace]])), auth };
}

/** The document's provider (app/[locale]/layout.tsx): the shell's namespaces only. */
export async function ShellMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={shellMessages(messages)}>{children}</NextIntlClientProvider>;
}

/** A route whose client components use more than the shell's namespaces: the whole catalogue. */
export function RouteMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
