import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';

const MESSAGES = { ru, en, it: itMessages };

/** Renders a game page part inside next-intl, as app/[locale]/layout.tsx does. */
export function renderStudio(ui: ReactElement, locale: keyof typeof MESSAGES = 'ru') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Moscow">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper });
}
