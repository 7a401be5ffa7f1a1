import type { ReactNode } from 'react';
import type { PromotionDto } from '@/lib/domain/promotions/promotion-dtos';
import { ArtImage } from '@/components/ui/art-image';
import { ruleParagraphs } from '@/lib/client/promotions/promotion-view-rules';
import styles from './promotion-page.module.css';

/** A promo without a template (spec §3 "null means a static page"): title, image, description and rules as text, nothing interactive. */
export function StaticPromotion({ promo, crumbs }: { promo: PromotionDto; crumbs: ReactNode }) {
  return (
    <article className={`${styles.page} ${styles.static}`} data-page-type="static" data-testid="promo-static">
      {crumbs}
      <h1 className={styles.heroTitle}>{promo.title}</h1>
      <ArtImage src={promo.image} alt="" width={800} height={400} className={styles.staticImage} priority />
      <p className={styles.lead}>{promo.description}</p>
      {ruleParagraphs(promo.rules).map((p, i) => (
        <p key={i} className={styles.paragraph}>
          {p}
        </p>
      ))}
    </article>
  );
}
