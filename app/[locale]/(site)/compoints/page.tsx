import { compointsMetadata, compointsRoute } from './_route/compoints-route';

// The compoints shop: tabs Buy and Pick up (spec §2). The player's data is read in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = compointsMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return compointsRoute(props);
}
