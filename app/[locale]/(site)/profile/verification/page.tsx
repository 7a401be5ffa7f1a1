import { PlaceholderTab } from '@/components/profile/placeholder-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_route/profile-tab-route';

// The profile's verification tab: what will live there (its feature comes later).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('verification');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <PlaceholderTab tab="verification" />);
}
