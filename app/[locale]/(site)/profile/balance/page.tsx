import { BalanceTab } from '@/components/profile/balance/balance-tab';
import { NearestAchievements } from '@/components/profile/achievements/nearest-achievements';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's balance tab (spec platform §2, §3), with the nearest achievements in progress
// (spec §4) under the balance. The player's data is loaded in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('balance');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(
    props,
    <>
      <BalanceTab />
      <NearestAchievements />
    </>,
  );
}
