'use client';

import { useCallback, useMemo, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import type { SlotPublicConfig, SlotSymbolInfo } from '@/lib/domain/studio/public-config';
import type { SlotOutcome } from '@/lib/domain/studio/round-types';
import { PaylineOverlay } from './payline-overlay';
import { SlotReel, type ReelPhase } from './slot-reel';
import { SlotSymbol } from './slot-symbol';
import { themeClass } from './slot-theme-class';
import type { SlotTiming } from './slot-timing';
import { winRowsByReel, type SlotWinItem } from './slot-win-items';
import { useSymbolNames } from './use-symbol-names';
import styles from './slot-cabinet.module.css';

interface SlotReelsProps {
  config: SlotPublicConfig;
  stops: readonly number[];
  phases: readonly ReelPhase[];
  timing: SlotTiming;
  reduced: boolean;
  /** The settled round being presented, or null while spinning / before the first spin. */
  result: SlotOutcome | null;
  shownItem: SlotWinItem | null;
}

/** The cabinet: themed frame, the reels, the payline being shown and the big-win badge. */
export function SlotReels({ config, stops, phases, timing, reduced, result, shownItem }: SlotReelsProps) {
  const t = useTranslations('studio.slot');
  const nameOf = useSymbolNames(config);
  const symbols = useMemo(() => new Map<string, SlotSymbolInfo>(config.symbols.map((s) => [s.id, s])), [config.symbols]);
  const winRows = useMemo(() => winRowsByReel(shownItem ? [shownItem] : [], config.reels), [shownItem, config.reels]);
  const wildTag = t('wildTag');
  const scatterTag = t('scatterTag');

  const renderSymbol = useCallback(
    (id: string, visible: boolean) => (
      <SlotSymbol theme={config.theme} info={symbols.get(id)} label={visible ? nameOf(id) : null} tag={id === config.wild ? wildTag : id === config.scatter ? scatterTag : null} />
    ),
    [symbols, nameOf, config.theme, config.wild, config.scatter, wildTag, scatterTag],
  );

  const line = shownItem?.kind === 'line' ? config.paylines[shownItem.line] : undefined;
  const bigWin = result !== null && result.win >= result.bet * 10;
  const vars = { '--reels': config.reels, '--rows': config.rows } as CSSProperties;
  return (
    <div className={`${styles.cabinet} ${themeClass(config.theme)}`} style={vars}>
      <div className={styles.reels} role="group" aria-label={t('reels')}>
        {config.reelStrips.map((strip, reel) => (
          <SlotReel
            key={reel}
            strip={strip}
            stop={stops[reel] ?? 0}
            rows={config.rows}
            phase={phases[reel] ?? 'idle'}
            timing={timing}
            reduced={reduced}
            winRows={winRows[reel] ?? new Set()}
            dimOthers={shownItem !== null}
            renderSymbol={renderSymbol}
          />
        ))}
        {line ? <PaylineOverlay key={shownItem?.kind === 'line' ? shownItem.line : -1} line={line} rowCount={config.rows} className={styles.payline} /> : null}
        {bigWin ? (
          <div className={styles.bigWin} aria-hidden="true">
            {t('bigWin')}
          </div>
        ) : null}
      </div>
    </div>
  );
}
