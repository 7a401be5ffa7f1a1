import { AchievementsTab } from '@/components/profile/achievements/achievements-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's Trophies tab (spec platform §2, §3 user achievement). The player's data is loaded in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('achievements');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <AchievementsTab />);
}
