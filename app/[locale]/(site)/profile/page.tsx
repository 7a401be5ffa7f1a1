import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { redirect } from '@/i18n/navigation';
import { PROFILE_TABS } from '@/components/profile/profile-tabs';

// /profile → /profile/balance (spec platform §2), keeping the language prefix.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export default async function ProfileIndex({ params }: Params<L>): Promise<never> {
  const locale = enterLocale((await params).locale);
  return redirect({ href: `/profile/${PROFILE_TABS[0]}`, locale });
}
