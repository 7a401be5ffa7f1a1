'use client';

import { useTranslations } from 'next-intl';

const two = (n: number) => String(n).padStart(2, '0');

/** "2 days 03:04:05" or "03:04:05" until `expiredAt`, from `now` (the caller's clock ticks each second). */
export function GiftCountdown({ expiredAt, now }: { expiredAt: string; now: number }) {
  const t = useTranslations('giftsPage.countdown');
  const left = Math.max(0, Math.floor((Date.parse(expiredAt) - now) / 1000));
  if (left === 0) return <span data-testid="gift-countdown">{t('over')}</span>;
  const days = Math.floor(left / 86_400);
  const time = t('time', { hours: two(Math.floor((left % 86_400) / 3600)), minutes: two(Math.floor((left % 3600) / 60)), seconds: two(left % 60) });
  // The label is read once; the ticking text is not a live region (a screen reader would read every second).
  return (
    <span>
      <span>{t('label')}: </span>
      <time dateTime={expiredAt} data-testid="gift-countdown">
        {days > 0 ? t('days', { days, time }) : time}
      </time>
    </span>
  );
}
