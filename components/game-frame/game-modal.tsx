'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { ArtImage } from '@/components/ui/art-image';
import styles from './game-modal.module.css';

export interface GameModalButton {
  label: string;
  onClick: () => void;
}

export interface GameModalLink {
  label: string;
  href: string;
  onClick?: () => void;
}

interface GameModalProps {
  open: boolean;
  /** Escape, the overlay and the close icon. */
  onClose: () => void;
  title: string;
  /** A game picture above the text. */
  preview?: string;
  description?: string;
  button?: GameModalButton;
  link?: GameModalLink;
}

/**
 * The frame's modals (spec §2 "Game modals": error, no-wager, blocked double run): a preview,
 * a title, a description and an optional button and/or link, on the site's Modal (Escape,
 * focus trap and return, overlay click).
 */
export function GameModal({ open, onClose, title, preview, description, button, link }: GameModalProps) {
  const t = useTranslations('gameFrame');
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('closeModal')}>
      <div className={styles.content} data-testid="game-modal">
        {preview && (
          <span className={styles.preview}>
            <ArtImage src={preview} alt="" width={320} height={240} className={styles.previewImage} />
          </span>
        )}
        {description && <p className={styles.description}>{description}</p>}
        {(button || link) && (
          <div className={styles.actions}>
            {button && (
              <button type="button" className={styles.button} onClick={button.onClick}>
                {button.label}
              </button>
            )}
            {link && (
              <Link href={link.href} className={styles.link} onClick={link.onClick} prefetch={false}>
                {link.label}
              </Link>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
