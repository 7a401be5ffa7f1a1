import type { SlotSymbolInfo } from '@/lib/domain/studio/public-config';
import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';
import { SpecialMark } from './special-mark';
import { THEME_ART } from './symbol-registry';
import type { ArtProps } from './symbol-kit';
import styles from '../slot-cabinet.module.css';

/** Drawn for an id the theme has no art for (never for the built-in themes; a unit test checks). */
const Unknown = ({ colour }: ArtProps) => <circle cx={50} cy={50} r={30} fill={colour} />;

/**
 * A symbol's picture, drawn in code in its theme's style: the wild and the scatter sit on their
 * mark (special-mark.tsx), slightly smaller. Decorative: the symbol's name is on its tile.
 */
export function SymbolArt({ theme, symbol }: { theme: SlotThemeId; symbol: SlotSymbolInfo | undefined }) {
  const art = THEME_ART[theme];
  const Drawing = (symbol && Object.hasOwn(art.symbols, symbol.id) ? art.symbols[symbol.id] : undefined) ?? Unknown;
  const Pen = art.pen;
  const colour = symbol?.colour ?? '#888888';
  const special = symbol?.role === 'wild' || symbol?.role === 'scatter' ? symbol.role : undefined;
  return (
    <svg className={styles.art} viewBox="0 0 100 100" aria-hidden="true" focusable="false" data-symbol={symbol?.id} data-special={special}>
      {special ? <SpecialMark kind={special} colour={art.mark} className={styles.mark} /> : null}
      <g transform={special ? 'translate(50 50) scale(0.84) translate(-50 -50)' : undefined}>
        <Pen colour={colour}>
          <Drawing colour={colour} />
        </Pen>
      </g>
    </svg>
  );
}
