import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import type { PromotionDto } from '@/lib/domain/promotions/promotion-dtos';
import { ruleParagraphs } from '@/lib/client/promotions/promotion-view-rules';
import styles from './promotion-page.module.css';

export async function PromotionRules({ promo, locale }: { promo: PromotionDto; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'promo.page' });
  return (
    <section className={styles.section} aria-labelledby="promo-rules" data-testid="promo-rules">
      <h2 id="promo-rules" className={styles.sectionTitle}>
        {t('rules')}
      </h2>
      {ruleParagraphs(promo.rules).map((p, i) => (
        <p key={i} className={styles.paragraph}>
          {p}
        </p>
      ))}
    </section>
  );
}
