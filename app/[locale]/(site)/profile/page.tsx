import { profileIndexRoute } from './_route/profile-index-route';

// /profile → /profile/balance (spec platform §2), keeping the language prefix.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileIndexRoute(props);
}
