import { DocumentsTab } from '@/components/profile/documents/documents-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's verification tab (spec platform §2, §3 verification item, §4): identity documents. The player's documents are loaded in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('verification');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <DocumentsTab />);
}
