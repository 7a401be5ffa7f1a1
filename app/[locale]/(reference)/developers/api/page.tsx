import { apiReferenceMetadata, apiReferenceRoute } from './_route/api-reference-route';

// The JSON API's reference for integrators, read from the code: the same for everyone, so ISR.
export const revalidate = 3600;
export const generateMetadata = apiReferenceMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return apiReferenceRoute(props);
}
