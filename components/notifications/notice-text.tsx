'use client';

import { useLocale, useTranslations } from 'next-intl';
import { noticeValues, type NoticeData } from '@/lib/domain/notifications/notices';

/** A notice's text in the page's language, from its kind and facts (the catalogue `notices`). */
export function useNoticeText(): (notice: Pick<NoticeData, 'kind' | 'params'>) => string {
  const t = useTranslations('notices');
  const locale = useLocale();
  return (notice) => t(notice.kind, noticeValues(notice.params, locale));
}
