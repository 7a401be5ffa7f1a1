import { redirect } from 'next/navigation';
import { enterLocale } from '@/components/pages/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';
import { PROFILE_TABS, profileTabPath } from '@/components/profile/profile-paths';

/** /profile redirects to its first tab, the balance (spec platform §2), in the same language. */
export async function profileIndexRoute({ params }: Params<L>): Promise<never> {
  const locale = enterLocale((await params).locale);
  redirect(profileTabPath(PROFILE_TABS[0], locale));
}
