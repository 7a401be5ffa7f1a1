import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';
import { redirect } from '@/i18n/navigation';
import { PROFILE_TABS } from '@/components/profile/profile-tabs';

/** /profile redirects to its first tab, the balance (spec platform §2), in the same language. */
export async function profileIndexRoute({ params }: Params<L>): Promise<never> {
  const locale = enterLocale((await params).locale);
  return redirect({ href: `/profile/${PROFILE_TABS[0]}`, locale });
}
