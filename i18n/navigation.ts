import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link, redirect and hooks: every internal link in the site goes through these. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
