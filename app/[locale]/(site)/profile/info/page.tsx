import { InfoTab } from '@/components/profile/info/info-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's "my data" tab, profileInfo (spec platform §2, §5, §6). The player's data is loaded in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('info');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <InfoTab />);
}
