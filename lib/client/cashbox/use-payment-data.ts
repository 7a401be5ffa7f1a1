import { useCallback, useEffect, useState } from 'react';
import { JsonApiError } from '@/lib/client/json-api';
import type { GeneralLimitDto, PaymentSystemDto, PayoutSystemDto, PhoneCodeDto, SumRangeDto } from '@/lib/domain/cashbox-types';
import { loadGeneralLimit, loadPaymentSystems, loadPayoutSystems, loadPhoneCodes, loadSumRange } from './treasury-calls';

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

type Loaded = Omit<PaymentData, 'loading' | 'reload'>;

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  if (!(result.reason instanceof JsonApiError && result.reason.kind === 'aborted')) console.warn(`cashbox: ${what} did not load`, result.reason);
  return null;
}

/**
 * Loads what the cashbox shows besides the player's own data, all at once when it opens. Spec
 * §8: payment-data loads continue with whatever succeeded — one failed call never hides the parts
 * that did load. Nothing is asked until `enabled` (the session is known to be a player's).
 */
export function usePaymentData(enabled = true): PaymentData {
  const [data, setData] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const { signal } = abort;
    void Promise.allSettled([loadPaymentSystems(signal), loadPayoutSystems(signal), loadSumRange(signal), loadGeneralLimit(signal), loadPhoneCodes(signal)]).then(
      ([payment, payout, range, limit, codes]) => {
        if (signal.aborted) return;
        setData({
          paymentSystems: settled(payment, 'payment systems'),
          payoutSystems: settled(payout, 'payout systems'),
          sumRange: settled(range, 'sum range'),
          generalLimit: settled(limit, 'general limit'),
          phoneCodes: settled(codes, 'phone codes') ?? [],
        });
      },
    );
    return () => abort.abort();
  }, [attempt, enabled]);

  const reload = useCallback(() => {
    setData(null);
    setAttempt((n) => n + 1);
  }, []);

  return {
    loading: data === null,
    paymentSystems: data?.paymentSystems ?? null,
    payoutSystems: data?.payoutSystems ?? null,
    sumRange: data?.sumRange ?? null,
    generalLimit: data?.generalLimit ?? null,
    phoneCodes: data?.phoneCodes ?? [],
    reload,
  };
}
