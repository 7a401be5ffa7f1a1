'use client';

import { useLocale, useTranslations } from 'next-intl';
import { isApiErrorCode } from '@/lib/domain/api-errors';
import type { AmountProblem } from '@/lib/domain/cashbox/cashbox-amount';
import { isCashboxErrorCode } from '@/lib/domain/cashbox/cashbox-types';
import type { ProtectionErrorCode } from '@/lib/domain/protection/protection';
import { formatMoney } from '@/lib/domain/money';
import { AlertIcon } from '@/components/ui/icons';
import formStyles from '@/components/forms/form.module.css';

/**
 * Server codes in the player's language (spec §8 "Cashier"): the cashbox's own texts
 * (`cashbox.errors`, one per CASHBOX_ERROR_CODES and the player's own limit), then the platform's (`apiErrors`: unauthorized,
 * maintenance …), and "server problems" for anything unknown.
 */
export function useCashboxErrorText(): (code: string) => string {
  const t = useTranslations('cashbox.errors');
  const api = useTranslations('apiErrors');
  return (code) => {
    if (isCashboxErrorCode(code) || isDepositProtectionCode(code)) return t(code);
    if (isApiErrorCode(code)) return api(code);
    return t('server_problems');
  };
}

/** The refusals of player protection a deposit start can meet, with texts in `cashbox.errors` too. */
const DEPOSIT_PROTECTION_CODES = ['player_deposit_limit_exceeded', 'account_timed_out', 'account_self_excluded'] as const satisfies readonly ProtectionErrorCode[];
const isDepositProtectionCode = (code: string): code is (typeof DEPOSIT_PROTECTION_CODES)[number] => (DEPOSIT_PROTECTION_CODES as readonly string[]).includes(code);

/** The text of an amount the form refuses before asking the server. */
export function useAmountProblemText(): (problem: AmountProblem, range: { min: number; max: number; currency: string }) => string {
  const t = useTranslations('cashbox.amount');
  const errorText = useCashboxErrorText();
  const locale = useLocale();
  return (problem, { min, max, currency }) => {
    switch (problem) {
      case 'required':
        return t('required');
      case 'invalid':
        return t('invalid');
      case 'below_min':
        return t('belowMin', { min: formatMoney(min, currency, locale) });
      case 'above_max':
        return t('aboveMax', { max: formatMoney(max, currency, locale) });
      case 'over_limit':
        return errorText('deposit_limit_exceeded');
      case 'over_balance':
        return errorText('not_enough_funds');
    }
  };
}

/**
 * The server's refusal above a form's button, in the form's own error box (form.module.css):
 * an alert region that is always there, so a new error is announced.
 */
export function CashboxErrors({ codes, testId }: { codes: readonly string[]; testId?: string }) {
  const errorText = useCashboxErrorText();
  const texts = [...new Set(codes.map(errorText))];
  return (
    <div role="alert" data-testid={testId}>
      {texts.length > 0 && (
        <div className={formStyles.formErrorsBox}>
          <AlertIcon size={18} className={formStyles.formErrorsIcon} />
          {texts.length === 1 ? (
            <p>{texts[0]}</p>
          ) : (
            <ul className={formStyles.formErrorsList}>
              {texts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
