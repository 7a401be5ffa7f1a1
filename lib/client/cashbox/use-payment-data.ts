import useSWR from 'swr';
import type { GeneralLimitDto, PaymentSystemDto, PayoutSystemDto, PhoneCodeDto, SumRangeDto } from '@/lib/domain/cashbox/cashbox-types';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchInner } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/** The cashbox's reference data; a part that failed to load is null (the panel that needs it says so). */
export interface PaymentData {
  loading: boolean;
  paymentSystems: PaymentSystemDto[] | null;
  payoutSystems: PayoutSystemDto[] | null;
  sumRange: SumRangeDto | null;
  generalLimit: GeneralLimitDto | null;
  phoneCodes: PhoneCodeDto[];
  reload: () => void;
}

/** One reference call: its own SWR key, so one that fails never hides the others. */
function useReference<T>(key: string, enabled: boolean, what: string) {
  return useSWR<T>(enabled ? key : null, fetchInner, { ...PLAYER_DATA, onError: (error) => console.warn(`cashbox: ${what} did not load`, error) });
}

/**
 * What the cashbox shows besides the player's own data, asked for when it opens (and shown at
 * once from SWR's cache when it was open before, while it revalidates). Spec §8: payment-data
 * loads continue with whatever succeeded — one failed call never hides the parts that did load.
 * Nothing is asked until `enabled` (the session is known to be a player's).
 */
export function usePaymentData(enabled = true): PaymentData {
  const paymentSystems = useReference<PaymentSystemDto[]>(API_KEYS.paymentSystems, enabled, 'payment systems');
  const payoutSystems = useReference<PayoutSystemDto[]>(API_KEYS.payoutSystems, enabled, 'payout systems');
  const sumRange = useReference<SumRangeDto>(API_KEYS.sumRange, enabled, 'sum range');
  const generalLimit = useReference<GeneralLimitDto>(API_KEYS.generalLimit, enabled, 'general limit');
  const phoneCodes = useReference<PhoneCodeDto[]>(API_KEYS.phoneCodes, enabled, 'phone codes');
  const parts = [paymentSystems, payoutSystems, sumRange, generalLimit, phoneCodes];

  return {
    // Until every part has an answer (data or failure); a part asked again without data is loading again.
    loading: parts.some((part) => part.isLoading || (part.data === undefined && part.error === undefined)),
    paymentSystems: paymentSystems.data ?? null,
    payoutSystems: payoutSystems.data ?? null,
    sumRange: sumRange.data ?? null,
    generalLimit: generalLimit.data ?? null,
    phoneCodes: phoneCodes.data ?? [],
    reload: () => {
      for (const part of parts) void part.mutate();
    },
  };
}
