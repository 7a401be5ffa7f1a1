import 'server-only';
import type { LocalizedText } from '@/lib/domain/locales';
import { INFO_PAGES } from './static-pages-info';
import { LEGAL_PAGES } from './static-pages-legal';

export interface PageSeed {
  slug: string;
  title: LocalizedText;
  /** Paragraphs per locale; stored joined by blank lines. */
  body: { ru: string[]; en: string[]; it: string[] };
  hidden?: boolean;
}

/** Footer order: the information pages first, then the legal ones. */
export const STATIC_PAGES: readonly PageSeed[] = [...INFO_PAGES, ...LEGAL_PAGES];

/** Pages are dated to a fixed day so two seeds give identical rows. */
const PAGES_UPDATED_AT = new Date(Date.UTC(2025, 0, 15));

export function staticPageRows() {
  return STATIC_PAGES.map((p, i) => ({
    slug: p.slug,
    url: `/${p.slug}`,
    pageType: 'info',
    title: p.title,
    body: { ru: p.body.ru.join('\n\n'), en: p.body.en.join('\n\n'), it: p.body.it.join('\n\n') },
    hidden: p.hidden ?? false,
    position: i + 1,
    updatedAt: PAGES_UPDATED_AT,
  }));
}
