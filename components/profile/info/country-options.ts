'use client';

import { useMemo } from 'react';
import { useCountryNames } from '@/components/forms/country-select';
import type { SelectOption } from '@/components/forms/select-input';

/**
 * The country list of the profile, names in the page's language (Intl.DisplayNames), sorted
 * by name. Stored as the ISO 3166-1 alpha-2 code in upper case ("RU"). A stored value that is
 * not a known code (typed before the list existed) stays offered, so saving does not drop it.
 */
export function useCountryOptions(locale: string, current: string | null, noneLabel: string): SelectOption[] {
  const names = useCountryNames(locale);
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    const countries = [...names.entries()].map(([iso, name]) => ({ value: iso.toUpperCase(), label: name })).sort((a, b) => collator.compare(a.label, b.label));
    const known = current === null || current === '' || countries.some((c) => c.value === current);
    return [{ value: '', label: noneLabel }, ...(known ? [] : [{ value: current, label: current }]), ...countries];
  }, [names, locale, current, noneLabel]);
}
