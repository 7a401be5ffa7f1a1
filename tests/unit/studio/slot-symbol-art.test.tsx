import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SlotPaytable } from '@/components/studio/slot/slot-paytable';
import { SlotSymbol } from '@/components/studio/slot/slot-symbol';
import { SymbolArt } from '@/components/studio/slot/symbols/symbol-art';
import { THEME_ART } from '@/components/studio/slot/symbols/symbol-registry';
import { useSymbolNames } from '@/components/studio/slot/use-symbol-names';
import type { SlotPublicConfig } from '@/lib/domain/studio/public-config';
import { SLOT_ROLES } from '@/lib/domain/studio/slot-geometry';
import { SLOT_THEME_IDS, SLOT_THEMES, type SlotThemeId } from '@/lib/domain/studio/slot-themes';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import ru from '@/messages/ru.json';
import { slotView } from './fixtures';
import { renderStudio } from './intl';

const LOCALES = { ru, en, it: itMessages } as const;
const configOf = (theme: SlotThemeId) => slotView({}, theme).config as SlotPublicConfig;
const namesIn = (locale: keyof typeof LOCALES, theme: SlotThemeId) =>
  (LOCALES[locale].studio.themes as Record<string, { symbols: Record<string, string> }>)[theme]!.symbols;

/** Every symbol of a theme on its own tile, named as the reels name them. */
function AllSymbols({ config }: { config: SlotPublicConfig }) {
  const nameOf = useSymbolNames(config);
  return (
    <>
      {config.symbols.map((symbol) => (
        <SlotSymbol key={symbol.id} theme={config.theme} info={symbol} label={nameOf(symbol.id)} tag={null} />
      ))}
    </>
  );
}

describe('slot symbol art', () => {
  it.each(SLOT_THEME_IDS)('%s draws exactly the symbols of its theme', (theme) => {
    const ids = SLOT_ROLES.map((role) => SLOT_THEMES[theme].symbols[role].id);
    expect(Object.keys(THEME_ART[theme].symbols).sort()).toEqual([...ids].sort());
  });

  it('draws every symbol differently, within a theme and across themes', () => {
    const drawings = SLOT_THEME_IDS.flatMap((theme) =>
      Object.values(THEME_ART[theme].symbols).map((Drawing) => renderToStaticMarkup(<Drawing colour="#808080" />)),
    );
    expect(drawings).toHaveLength(SLOT_THEME_IDS.length * SLOT_ROLES.length);
    expect(new Set(drawings).size).toBe(drawings.length);
    // Each theme also has its own pen: one drawing through every pen gives as many looks.
    const Cherry = THEME_ART.fruits.symbols.cherry!;
    const looks = SLOT_THEME_IDS.map((theme) => {
      const Pen = THEME_ART[theme].pen;
      return renderToStaticMarkup(
        <Pen colour="#808080">
          <Cherry colour="#808080" />
        </Pen>,
      );
    });
    expect(new Set(looks).size).toBe(SLOT_THEME_IDS.length);
  });

  it.each(SLOT_THEME_IDS)('%s: pictures in the symbol colours, the wild and scatter marked, no text', (theme) => {
    const config = configOf(theme);
    for (const symbol of config.symbols) {
      const { container, unmount } = renderStudio(<SymbolArt theme={theme} symbol={symbol} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('data-symbol', symbol.id);
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.innerHTML).toContain(symbol.colour);
      expect(container.textContent).toBe('');
      const special = symbol.id === config.wild ? 'wild' : symbol.id === config.scatter ? 'scatter' : null;
      expect(svg.getAttribute('data-special')).toBe(special);
      const marks = Array.from(container.querySelectorAll('[data-mark]'), (mark) => mark.getAttribute('data-mark'));
      expect(marks).toEqual(special ? [special] : []);
      unmount();
    }
  });

  it('marks the wild and the scatter with different shapes', () => {
    const config = configOf('fruits');
    const mark = (id: string) => {
      const { container, unmount } = renderStudio(<SymbolArt theme="fruits" symbol={config.symbols.find((s) => s.id === id)} />);
      const html = container.querySelector('[data-mark]')!.innerHTML;
      unmount();
      return html;
    };
    expect(mark(config.wild)).not.toBe(mark(config.scatter));
  });

  describe.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('in %s', (locale) => {
    it.each(SLOT_THEME_IDS)('names every %s symbol by its translated name', (theme) => {
      const config = configOf(theme);
      const names = namesIn(locale, theme);
      renderStudio(<AllSymbols config={config} />, locale);
      const tiles = screen.getAllByRole('img');
      const labels = tiles.map((img) => img.getAttribute('aria-label'));
      expect(labels).toEqual(config.symbols.map((symbol) => names[symbol.id]));
      expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(config.symbols.length);
      // The theme's plate variables read --sym and --cell, so each tile carries the theme class.
      for (const tile of tiles) expect(tile).toHaveClass(theme);
    });
  });

  it.each(SLOT_THEME_IDS)('%s: the pay table shows the same pictures beside the names', (theme) => {
    const config = configOf(theme);
    renderStudio(<SlotPaytable config={config} lineStake={1} money={String} onClose={() => {}} />, 'en');
    const dialog = screen.getByRole('dialog');
    const drawn = Array.from(dialog.querySelectorAll('svg[data-symbol]'), (svg) => svg.getAttribute('data-symbol'));
    expect(drawn).toEqual([...config.paytable.map((row) => row.symbol), config.wild, config.scatter]);
    const names = namesIn('en', theme);
    for (const row of config.paytable) expect(within(dialog).getByRole('rowheader', { name: names[row.symbol] })).toBeInTheDocument();
  });
});
