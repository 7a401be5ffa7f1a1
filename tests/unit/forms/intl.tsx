import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

export const MESSAGES = { ru, en };

/**
 * Renders the way the site does: inside next-intl with the real texts of a language. SWR keeps
 * its default cache (the session and the live events write there), without the 2 s dedupe: a
 * render in a test asks like a new visit to the page, however soon after the last one.
 */
export function renderIntl(ui: ReactElement, locale: keyof typeof MESSAGES = 'ru') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Moscow">
        {children}
      </NextIntlClientProvider>
    </SWRConfig>
  );
  return render(ui, { wrapper });
}
