import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { cashboxGifts, selectCashboxGift, withCashboxPick } from '@/lib/client/gifts/gift-calls';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchInner } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';
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
 * The cashbox's gift picker over the player's gifts in SWR's cache. The server remembers the pick
 * (POST …/cashbox-select, the gifts' `cashboxSelected`) and applies it to the next deposit, so a
 * pick is saved at once: shown at once (optimistic data), and rolled back when the server refuses
 * it. A failed gift load shows no picker: a deposit works without gifts.
 */
export function useCashboxGifts(currency: string): CashboxGifts {
  const { data, error, mutate } = useSWR<GiftDto[]>(API_KEYS.gifts, fetchInner, {
    ...PLAYER_DATA,
    onError: (failure) => console.warn('cashbox: gifts did not load', failure),
  });
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const savingRef = useRef(false);

  const gifts = useMemo(() => (data ? cashboxGifts(data, currency) : error ? [] : null), [data, error, currency]);
  const selectedId = gifts?.find((gift) => gift.cashboxSelected)?.id ?? null;

  const select = useCallback(
    (giftId: number | null) => {
      if (savingRef.current || giftId === selectedId) return;
      savingRef.current = true;
      setSaving(true);
      setErrors([]);
      const picked = (current: GiftDto[] | undefined) => withCashboxPick(current, giftId);
      mutate(
        async (current) => {
          await selectCashboxGift(giftId);
          return picked(current);
        },
        { optimisticData: picked, rollbackOnError: true, revalidate: false },
      )
        .catch((failure: unknown) => setErrors(failureCodes(failure)))
        .finally(() => {
          savingRef.current = false;
          setSaving(false);
        });
    },
    [selectedId, mutate],
  );

  return { gifts, selectedId, saving, errors, select };
}
