import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ru from '@/messages/ru.json';

/** Renders a component the way the site does: inside next-intl with the Russian texts. */
export function renderRu(ui: ReactElement) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="ru" messages={ru} timeZone="Europe/Moscow">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper });
}
