import { ProtectionTab } from '@/components/profile/protection/protection-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's Responsible gaming tab: limits, reality check, time-out, self-exclusion. Read in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('responsible-gaming');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <ProtectionTab />);
}
