import { LevelsTab } from '@/components/profile/levels/levels-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's levels tab (spec platform §2, §3). The player's data is loaded in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('levels');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <LevelsTab />);
}
