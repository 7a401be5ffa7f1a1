import { StudioRoute, studioMetadata, type StudioRouteProps } from './_route/studio-route';

// Every request opens a live game session (balance, run token): never cached, never prerendered.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: StudioRouteProps) {
  return studioMetadata(props);
}

export default function StudioPage(props: StudioRouteProps) {
  return <StudioRoute {...props} />;
}
