'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, isProtectionErrorCode, type SelfExclusionPeriod, type TimeOutPeriod } from '@/lib/domain/protection/protection';
import { JsonApiError } from '@/lib/client/json-api';
import { openModal } from '@/lib/client/modals/modal-requests';
import { takeExclusion } from '@/lib/client/protection/protection-calls';
import { useRouter } from '@/i18n/navigation';
import buttons from '@/components/ui/button.module.css';
import styles from '../profile.module.css';
import own from './protection.module.css';
import { ProtectionCard } from './protection-card';

type Kind = 'time-out' | 'self-exclusion';
const PERIOD_KEYS = { '24h': 'period24h', '7d': 'period7d', '30d': 'period30d', '6m': 'period6m', permanent: 'periodPermanent' } as const;

/**
 * Time-out or self-exclusion: pick a period, press, confirm in a modal (it cannot be undone).
 * The server ends every login; the tab forgets the player and goes to the main page.
 */
export function ExclusionCard({ kind }: { kind: Kind }) {
  const t = useTranslations(kind === 'time-out' ? 'protection.timeOut' : 'protection.selfExclusion');
  const tp = useTranslations('protection');
  const api = useTranslations('apiErrors');
  const router = useRouter();
  const periods: readonly (TimeOutPeriod | SelfExclusionPeriod)[] = kind === 'time-out' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
  const [period, setPeriod] = useState(periods[0]!);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${kind}-period`;
  const label = (p: TimeOutPeriod | SelfExclusionPeriod) => t(PERIOD_KEYS[p]);

  const take = async () => {
    setFailure(null);
    try {
      if (kind === 'time-out') await takeExclusion('time-out', period as TimeOutPeriod);
      else await takeExclusion('self-exclusion', period as SelfExclusionPeriod);
      router.replace('/');
    } catch (error) {
      const code = error instanceof JsonApiError ? error.code : undefined;
      setFailure(isProtectionErrorCode(code) ? tp(`errors.${code}`) : api('server_error'));
    }
  };

  const confirm = () =>
    openModal({
      kind: 'confirm',
      title: t('confirmTitle', { period: label(period) }),
      body: t('confirmText'),
      confirmTitle: t('confirm'),
      cancelTitle: tp('cancel'),
      onConfirm: take,
    });

  return (
    <ProtectionCard id={kind} testId={kind} title={t('title')} lead={t('lead')} failure={failure}>
      <fieldset className={own.periods}>
        <legend className="visually-hidden">{t('title')}</legend>
        {periods.map((p) => (
          <label key={p} className={own.period}>
            <input type="radio" name={name} value={p} checked={period === p} onChange={() => setPeriod(p)} />
            <span>{label(p)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${own.danger}`} onClick={confirm}>
          {t('take', { period: label(period) })}
        </button>
      </div>
    </ProtectionCard>
  );
}
