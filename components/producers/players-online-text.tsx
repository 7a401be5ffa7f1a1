import { useTranslations } from 'next-intl';

export interface PlayersOnlineProps {
  slug: string;
  /** The count the page was made with. */
  count: number;
  className?: string;
}

/** "N players online" (nothing for none): drawn by the server first, then by the live part. */
export function PlayersOnlineText({ count, className }: Omit<PlayersOnlineProps, 'slug'>) {
  const t = useTranslations('catalog');
  return count > 0 ? <span className={className}>{t('playersOnline', { count })}</span> : null;
}
