import { useEffect, useRef } from 'react';
import { reportCashboxOpen } from './cashbox-calls';

/**
 * Spec §7 POST /json-api/treasury/open: once per opening of the cashbox, once a player is known
 * to be here. The ref also keeps React's development double effects from sending it twice.
 */
export function useCashboxOpenReport(active: boolean): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!active || sent.current) return;
    sent.current = true;
    reportCashboxOpen().catch((error: unknown) => console.warn('cashbox: the open report failed', error));
  }, [active]);
}
