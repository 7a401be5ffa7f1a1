'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@/lib/domain/protection/protection';
import { saveRealityCheck } from '@/lib/client/protection/protection-calls';
import formStyles from '@/components/forms/form.module.css';
import { ProtectionCard } from './protection-card';

const isInterval = (value: number): value is RealityCheckMinutes => (REALITY_CHECK_MINUTES as readonly number[]).includes(value);

/** The reality check's interval: saved as soon as the player picks one (the game frame reads it). */
export function RealityCheckCard({ minutes }: { minutes: RealityCheckMinutes }) {
  const t = useTranslations('protection.reality');
  const api = useTranslations('apiErrors');
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  const change = async (value: number) => {
    if (!isInterval(value)) return;
    setSaving(true);
    setStatus(null);
    try {
      await saveRealityCheck(value);
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProtectionCard
      id="reality"
      testId="reality-check"
      title={t('title')}
      lead={t('lead')}
      saved={status === 'saved' ? t('saved') : null}
      failure={status === 'failed' ? api('server_error') : null}
    >
      <div className={formStyles.field}>
        <label htmlFor="reality-minutes" className={formStyles.label}>
          {t('label')}
        </label>
        <select id="reality-minutes" className={formStyles.input} value={minutes} disabled={saving} aria-busy={saving} onChange={(e) => void change(Number(e.target.value))}>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? t('off') : t('minutes', { count: m })}
            </option>
          ))}
        </select>
      </div>
    </ProtectionCard>
  );
}
