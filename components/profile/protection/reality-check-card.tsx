'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@/lib/domain/protection';
import { saveRealityCheck } from '@/lib/client/protection/protection-calls';
import formStyles from '@/components/forms/form.module.css';
import styles from '../profile.module.css';

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
    <section className={styles.card} aria-labelledby="reality-title" data-testid="reality-check">
      <h3 id="reality-title" className={styles.subTitle}>
        {t('title')}
      </h3>
      <p className={styles.muted}>{t('lead')}</p>
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
      <div role="status" aria-live="polite" className={styles.status}>
        {status === 'saved' && t('saved')}
      </div>
      <div role="alert">{status === 'failed' && <p className={styles.alert}>{api('server_error')}</p>}</div>
    </section>
  );
}
