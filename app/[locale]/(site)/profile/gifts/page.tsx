import { GiftsTab } from '@/components/gifts/gifts-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's gifts tab (spec platform §2, §4). The player's gifts are loaded in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('gifts');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <GiftsTab />);
}
