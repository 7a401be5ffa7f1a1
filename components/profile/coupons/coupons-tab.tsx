'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CouponRedemptionDto } from '@/lib/domain/coupons/coupons';
import { couponFormSchema } from '@/lib/domain/validation/coupon-form';
import { activateCoupon } from '@/lib/client/coupons/coupon-calls';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { Link } from '@/i18n/navigation';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextInput } from '@/components/forms/text-input';
import { usePlayer } from '../use-player';
import formStyles from '@/components/forms/form.module.css';
import styles from '../profile.module.css';

/**
 * The Promo code tab (spec §2 profile tabs, §7 coupon-codes/activate): one field; a redeemed
 * code says which gift it brought and leads to the Gifts tab; a refusal is written under the
 * field in the player's language (`coupons.errors.<code>`).
 */
export function CouponsTab() {
  const t = useTranslations('coupons');
  const player = usePlayer();
  const [redeemed, setRedeemed] = useState<CouponRedemptionDto | null>(null);
  const form = useCroupierForm(couponFormSchema, { defaultValues: { code: '' } });
  const onSubmit = form.submit(async ({ code }) => {
    setRedeemed(null);
    setRedeemed(await activateCoupon(code));
    form.reset({ code: '' });
  });
  if (!player) return null;

  return (
    <section className={styles.card} aria-labelledby="promo-code-title">
      <h2 id="promo-code-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('lead')}</p>
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="promo-code-title">
        <FormErrors errors={form.formErrors} />
        <TextInput label={t('label')} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.field('code')} />
        <div className={formStyles.actions}>
          <SubmitButton pending={form.pending} blocked={!form.canSubmit} fullWidth={false} variant="primary">
            {t('submit')}
          </SubmitButton>
        </div>
      </form>
      <div role="status" aria-live="polite" className={styles.status}>
        {redeemed && (
          <p data-testid="promo-code-success">
            {t('success', { title: redeemed.gift.title })}{' '}
            <Link href="/profile/gifts" className={styles.link} prefetch={false}>
              {t('toGifts')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
