'use client';

import Link from 'next/link';
import { ArtImage } from '@/components/ui/art-image';
import buttons from '@/components/ui/button.module.css';
import styles from './promotion-popup.module.css';

interface PromotionPopupBodyProps {
  image: string | null;
  body: string;
  buttonText: string;
  /** A site path already in the page's language and variant, or an outside address. */
  url: string;
  onFollow: () => void;
}

/**
 * The popup's content inside the modal host (its title is the modal's): the configured picture,
 * text and button. Plain texts only: it is rendered under the shell's message provider, which need
 * not carry this feature's namespace.
 */
export function PromotionPopupBody({ image, body, buttonText, url, onFollow }: PromotionPopupBodyProps) {
  const className = `${buttons.button} ${buttons.gold} ${styles.action}`;
  return (
    <div className={styles.popup} data-testid="promo-popup">
      {image && <ArtImage className={styles.image} src={image} alt="" width={600} height={400} eager />}
      {body && <p className={styles.body}>{body}</p>}
      {url.startsWith('/') ? (
        <Link href={url} className={className} onClick={onFollow} prefetch={false}>
          {buttonText}
        </Link>
      ) : (
        <a href={url} className={className} onClick={onFollow} rel="noopener noreferrer">
          {buttonText}
        </a>
      )}
    </div>
  );
}
