import { useCallback, useEffect, useRef, useState } from 'react';
import type { GiftDto } from '@/lib/domain/cashbox-types';
import { cashboxGifts, loadGifts, selectCashboxGift } from '@/lib/client/gifts/gift-calls';
import { failureCodes } from './use-single-submit';

export interface CashboxGifts {
  /** The player's gifts that a deposit can use (spec §4 cashbox gift filter); null while loading. */
  gifts: GiftDto[] | null;
  /** The gift the next deposit uses; null = no gift. */
  selectedId: number | null;
  /** A pick is being saved. */
  saving: boolean;
  /** Codes of the last failed pick. */
  errors: string[];
  select: (giftId: number | null) => void;
}

/**
 * The cashbox's gift picker state. The server remembers the pick (POST …/cashbox-select) and
 * applies it to the next deposit, so a pick is saved at once; a pick the server refuses goes back
 * to what was selected before. A failed gift load shows no picker: a deposit works without gifts.
 */
export function useCashboxGifts(currency: string): CashboxGifts {
  const [gifts, setGifts] = useState<GiftDto[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const savingRef = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    loadGifts(abort.signal).then(
      (all) => {
        const usable = cashboxGifts(all, currency);
        setGifts(usable);
        setSelectedId(usable.find((gift) => gift.cashboxSelected)?.id ?? null);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('cashbox: gifts did not load', error);
        setGifts([]);
      },
    );
    return () => abort.abort();
  }, [currency]);

  const select = useCallback(
    (giftId: number | null) => {
      if (savingRef.current || giftId === selectedId) return;
      savingRef.current = true;
      const previous = selectedId;
      setSelectedId(giftId);
      setSaving(true);
      setErrors([]);
      selectCashboxGift(giftId)
        .catch((error: unknown) => {
          setSelectedId(previous);
          setErrors(failureCodes(error));
        })
        .finally(() => {
          savingRef.current = false;
          setSaving(false);
        });
    },
    [selectedId],
  );

  return { gifts, selectedId, saving, errors, select };
}
