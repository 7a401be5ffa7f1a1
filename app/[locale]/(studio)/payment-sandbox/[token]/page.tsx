import { SandboxRoute, sandboxMetadata, type SandboxRouteProps } from './_route/sandbox-route';

// One invoice per address: nothing to cache or prerender (a cached copy per token would only
// fill the cache), and private by nature.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: SandboxRouteProps) {
  return sandboxMetadata(props);
}

export default function PaymentSandboxPage(props: SandboxRouteProps) {
  return <SandboxRoute {...props} />;
}
