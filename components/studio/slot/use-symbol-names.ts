'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { SlotPublicConfig } from '@/lib/domain/studio/public-config';

/**
 * Symbol names in the player's language, from `studio.themes.<theme>.symbols.<id>`; a symbol the
 * catalogue does not name yet falls back to its id rather than a missing-message warning.
 */
export function useSymbolNames(config: Pick<SlotPublicConfig, 'theme' | 'symbols'>): (id: string) => string {
  const t = useTranslations('studio.themes');
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const symbol of config.symbols) {
      const key = `${config.theme}.symbols.${symbol.id}`;
      names.set(symbol.id, t.has(key) ? t(key) : symbol.id.replace(/_/g, ' '));
    }
    return (id: string) => names.get(id) ?? id;
  }, [config.symbols, config.theme, t]);
}
