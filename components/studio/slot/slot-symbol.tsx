import type { CSSProperties } from 'react';
import type { SlotSymbolInfo } from '@/lib/domain/studio/public-config';
import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';
import { themeClass } from './slot-theme-class';
import { SymbolArt } from './symbols/symbol-art';
import styles from './slot-cabinet.module.css';

interface SlotSymbolProps {
  theme: SlotThemeId;
  info: SlotSymbolInfo | undefined;
  /** The symbol's name; null for tape cells that only fly past (kept out of the accessibility tree). */
  label: string | null;
  /** A short ribbon for the special symbols (wild, scatter). */
  tag: string | null;
}

/**
 * One symbol drawn in code: a plate in the symbol's colour, shaped by the theme's CSS variables
 * (slot-themes.module.css), under its SVG picture in the theme's style (symbols/), so every
 * theme looks its own with no image files or fonts.
 */
export function SlotSymbol({ theme, info, label, tag }: SlotSymbolProps) {
  const style = { '--sym': info?.colour ?? '#888' } as CSSProperties;
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span className={`${styles.symbol} ${themeClass(theme)}`} style={style} data-role={info?.role} {...a11y}>
      <span className={styles.plate} />
      <SymbolArt theme={theme} symbol={info} />
      {tag ? <span className={styles.tag}>{tag}</span> : null}
    </span>
  );
}
