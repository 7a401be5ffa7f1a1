import { PlaceholderTab } from '@/components/profile/placeholder-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_route/profile-tab-route';

// The profile's gifts tab: what will live there (its feature comes later).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('gifts');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <PlaceholderTab tab="gifts" />);
}
