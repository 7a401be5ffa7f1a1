import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

export const MESSAGES = { ru, en };

/** Renders the way the site does: inside next-intl with the real texts of a language. */
export function renderIntl(ui: ReactElement, locale: keyof typeof MESSAGES = 'ru') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Moscow">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper });
}
