'use client';

import { useRef, useState, type RefObject } from 'react';
import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { SearchIcon, StudioIcon } from '@/components/ui/icons';
import { pickProducers, type PickerProducer } from '@/lib/domain/catalog/producers-picker';
import field from '@/components/ui/search-field.module.css';
import styles from './producers-picker.module.css';

export interface PickerItem extends PickerProducer {
  image: string | null;
  playersOnline: number;
  /** The producer page in the current locale and site variant. */
  href: string;
}

interface ProducersPickerProps {
  open: boolean;
  onClose: () => void;
  producers: PickerItem[];
}

/** The producers picker modal (spec platform §2): top producers first, search from 3 letters. */
export function ProducersPicker({ open, onClose, producers }: ProducersPickerProps) {
  const t = useTranslations('producers');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} initialFocusRef={inputRef} size="lg">
      {/* Mounted only while open, so every opening starts with an empty search. */}
      {open && <PickerBody producers={producers} onPick={onClose} inputRef={inputRef} />}
    </Modal>
  );
}

function PickerBody({ producers, onPick, inputRef }: { producers: PickerItem[]; onPick: () => void; inputRef: RefObject<HTMLInputElement | null> }) {
  const t = useTranslations('producers');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const view = pickProducers(producers, query, locale);

  return (
    <div className={styles.picker}>
      <div className={field.field} role="search">
        <SearchIcon className={field.icon} />
        <label htmlFor="producers-search" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          ref={inputRef}
          id="producers-search"
          className={field.input}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          placeholder={t('searchPlaceholder')}
          aria-describedby="producers-search-hint"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <p id="producers-search-hint" className={styles.hint}>
        {t('searchHint')}
      </p>

      <div aria-live="polite">
        {view.mode === 'browse' ? (
          <>
            <ProducerSection title={t('top')} items={view.top} onPick={onPick} featured />
            {view.rest.length > 0 && <ProducerSection title={t('rest')} items={view.rest} onPick={onPick} />}
          </>
        ) : view.results.length > 0 ? (
          <ProducerSection title={t('results')} items={view.results} onPick={onPick} />
        ) : (
          <div className={styles.empty} role="status">
            <StudioIcon size={40} className={styles.emptyIcon} />
            <p className={styles.emptyTitle}>{t('empty', { query: query.trim() })}</p>
            <p className={styles.emptyHint}>{t('emptyHint')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

function ProducerSection({ title, items, onPick, featured = false }: { title: string; items: PickerItem[]; onPick: () => void; featured?: boolean }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={`${styles.list} ${featured ? styles.featured : ''}`}>
        {items.map((p) => (
          <li key={p.slug}>
            <Link href={p.href} className={styles.item} onClick={onPick} prefetch={false}>
              {p.image ? <ArtImage src={p.image} alt="" width={100} height={50} className={styles.logo} /> : <span className={styles.logo} />}
              <span className={styles.name}>{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
