'use client';

import { useId, useMemo, useRef } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { SlotPublicConfig } from '@/lib/domain/studio/public-config';
import { CloseIcon } from '@/components/ui/icons';
import { useDialogBehaviour } from '@/components/ui/use-dialog-behaviour';
import { SlotSymbol } from './slot-symbol';
import { useSymbolNames } from './use-symbol-names';
import styles from './slot-paytable.module.css';

interface SlotPaytableProps {
  config: SlotPublicConfig;
  /** The current line stake, to show what each pay is worth now (multiples are always shown). */
  lineStake: number | undefined;
  money: (minor: number) => string;
  onClose: () => void;
}

const COUNTS = [5, 4, 3] as const;

/** The rules of this slot from its public config: symbol pays, wild, scatter pays and the paylines. */
export function SlotPaytable({ config, lineStake, money, onClose }: SlotPaytableProps) {
  const t = useTranslations('studio.slot');
  const ts = useTranslations('studio');
  const format = useFormatter();
  const nameOf = useSymbolNames(config);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogBehaviour(true, panelRef, onClose);
  const symbols = useMemo(() => new Map(config.symbols.map((s) => [s.id, s])), [config.symbols]);
  const lines = config.paylines.length;
  const stake = lineStake === undefined ? undefined : lineStake * lines;

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('paytable')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={ts('close')}>
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>
          <p className={styles.intro}>{t('paytableIntro', { lines })}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('symbol')}</th>
                {COUNTS.map((count) => (
                  <th scope="col" key={count}>
                    {t('ofAKind', { count })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {config.paytable.map((row) => (
                <tr key={row.symbol}>
                  <th scope="row" className={styles.symbolCell}>
                    <span className={styles.tile}>
                      <SlotSymbol theme={config.theme} info={symbols.get(row.symbol)} label={null} tag={null} />
                    </span>
                    <span>{nameOf(row.symbol)}</span>
                  </th>
                  {COUNTS.map((count) => (
                    <td key={count}>
                      <span className={styles.multiple}>×{row.pays[count]}</span>
                      {lineStake !== undefined ? <span className={styles.worth}>{money(row.pays[count] * lineStake)}</span> : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <section className={styles.special}>
            <span className={styles.tile}>
              <SlotSymbol theme={config.theme} info={symbols.get(config.wild)} label={null} tag={null} />
            </span>
            <p>{t('wildRule', { symbol: nameOf(config.wild) })}</p>
          </section>
          <section className={styles.special}>
            <span className={styles.tile}>
              <SlotSymbol theme={config.theme} info={symbols.get(config.scatter)} label={null} tag={null} />
            </span>
            <div>
              <p>{t('scatterRule', { symbol: nameOf(config.scatter) })}</p>
              <ul className={styles.scatterPays}>
                {config.scatterPays.map((pay) => (
                  <li key={pay.count}>
                    {t('scatterPay', { count: pay.count, multiple: pay.multiplier })}
                    {stake !== undefined ? <span className={styles.worth}>{money(pay.multiplier * stake)}</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <h3 className={styles.subtitle}>{t('paylines', { lines })}</h3>
          <ol className={styles.lines}>
            {config.paylines.map((line, index) => (
              <li key={index} className={styles.line}>
                <span className={styles.lineNumber}>{index + 1}</span>
                <svg viewBox={`0 0 ${line.length} ${config.rows}`} className={styles.lineGrid} aria-hidden="true">
                  {line.map((row, reel) =>
                    Array.from({ length: config.rows }, (_, r) => (
                      <rect key={`${reel}-${r}`} x={reel + 0.08} y={r + 0.08} width={0.84} height={0.84} rx={0.15} className={r === row ? styles.lineOn : styles.lineOff} />
                    )),
                  )}
                </svg>
              </li>
            ))}
          </ol>
          <p className={styles.rtp}>{t('rtp', { rtp: format.number(config.rtp, { style: 'percent', maximumFractionDigits: 2 }) })}</p>
        </div>
      </div>
    </div>
  );
}
