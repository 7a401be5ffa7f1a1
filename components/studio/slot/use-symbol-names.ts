'use client';

import { useMemo } from 'react';
import { useTranslations, type Messages } from 'next-intl';
import type { SlotPublicConfig } from '@/lib/domain/studio/public-config';
import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';

type ThemeNames = Messages['studio']['themes'];
/** Every `<theme>.symbols.<id>` the catalogue names. */
type SymbolKey = { [T in SlotThemeId]: `${T}.symbols.${Extract<keyof ThemeNames[T]['symbols'], string>}` }[SlotThemeId];

/**
 * Symbol names in the player's language, from `studio.themes.<theme>.symbols.<id>`; a symbol the
 * catalogue does not name yet falls back to its id rather than a missing-message warning.
 */
export function useSymbolNames(config: Pick<SlotPublicConfig, 'theme' | 'symbols'>): (id: string) => string {
  const t = useTranslations('studio.themes');
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const symbol of config.symbols) {
      // Built from the game's config, so checked against the catalogue (t.has) before use.
      const key = `${config.theme}.symbols.${symbol.id}` as SymbolKey;
      names.set(symbol.id, t.has(key) ? t(key) : symbol.id.replace(/_/g, ' '));
    }
    return (id: string) => names.get(id) ?? id;
  }, [config.symbols, config.theme, t]);
}
