'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { matchesCountry, orderCountries, PHONE_COUNTRIES, type PhoneCountry } from '@/lib/domain/accounts/phone-countries';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import styles from './phone-input.module.css';

const PAGE_STEP = 8;

/** Country names in the page's language (Intl.DisplayNames), keyed by ISO code. */
export function useCountryNames(locale: string): Map<string, string> {
  return useMemo(() => {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return new Map(PHONE_COUNTRIES.map((country) => [country.iso, display.of(country.iso.toUpperCase()) ?? country.iso.toUpperCase()]));
  }, [locale]);
}

interface CountrySelectProps {
  id: string;
  country: PhoneCountry;
  onSelect: (country: PhoneCountry) => void;
  disabled?: boolean;
}

/**
 * The dial code picker of the phone input: a button that opens a searchable list (ARIA
 * combobox with a listbox popup). Primary countries first, the rest by localized name;
 * search by name, ISO code or dial code. Arrow keys, Page Up/Down, Enter and Escape work.
 */
export function CountrySelect({ id, country, onSelect, disabled }: CountrySelectProps) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const names = useCountryNames(locale);
  const nameOf = (c: PhoneCountry) => names.get(c.iso) ?? c.iso;
  const ordered = useMemo(() => orderCountries(PHONE_COUNTRIES, (c) => names.get(c.iso) ?? c.iso, locale), [names, locale]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (c: PhoneCountry) => `${id}-option-${c.iso}`;

  const items = useMemo(() => ordered.filter((c) => matchesCountry(c, names.get(c.iso) ?? c.iso, query)), [ordered, names, query]);
  const activeItem = items[Math.min(active, items.length - 1)];
  const firstOther = items.findIndex((c) => !c.primary);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, ordered.indexOf(country)));
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (c: PhoneCountry) => {
    setOpen(false);
    onSelect(c);
  };

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const activeId = open && activeItem ? optionId(activeItem) : undefined;
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const move = (step: number) => setActive((index) => Math.max(0, Math.min(items.length - 1, Math.min(index, items.length - 1) + step)));

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      PageDown: () => move(PAGE_STEP),
      PageUp: () => move(-PAGE_STEP),
      Enter: () => activeItem && choose(activeItem),
      // Escape closes the list only, not a modal around the form.
      Escape: () => close(true),
    };
    if (event.key === 'Tab') setOpen(false);
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <div ref={rootRef} className={styles.countrySelect}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className={styles.countryButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('countryButton', { country: nameOf(country), dialCode: country.dialCode })}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openList();
        }}
      >
        <span className={styles.countryIso} aria-hidden="true">
          {country.iso.toUpperCase()}
        </span>
        <span aria-hidden="true">+{country.dialCode}</span>
        <ChevronDownIcon size={16} className={styles.countryChevron} />
      </button>
      {open && (
        <div className={styles.countryPopup}>
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-label={t('countrySearch')}
            placeholder={t('countrySearch')}
            autoComplete="off"
            spellCheck={false}
            className={styles.countrySearch}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t('countryList')} className={styles.countryList}>
            {items.map((c, index) => (
              <li
                key={c.iso}
                id={optionId(c)}
                role="option"
                aria-selected={c === activeItem}
                className={[styles.countryOption, c === activeItem ? styles.countryOptionActive : '', index === firstOther && index > 0 ? styles.countryOptionFirstOther : ''].join(' ')}
                // Keeps focus in the search field, so the list stays open for the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(c)}
              >
                <span className={styles.countryName}>{nameOf(c)}</span>
                <span className={styles.countryDial}>+{c.dialCode}</span>
                {c.iso === country.iso && <CheckIcon size={16} className={styles.countryCheck} />}
              </li>
            ))}
          </ul>
          {/* Present while the list is shown, so "none found" is announced when it appears. */}
          <p className={items.length === 0 ? styles.countryEmpty : 'visually-hidden'} role="status">
            {items.length === 0 ? t('countryNotFound') : ''}
          </p>
        </div>
      )}
    </div>
  );
}
