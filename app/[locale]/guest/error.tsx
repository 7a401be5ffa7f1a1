'use client';

import { LazyErrorBoundaryScreen } from '@/components/status/lazy-error-screen';

// A page of the guest variant failed: the generic error inside the site layout, with a retry.
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazyErrorBoundaryScreen {...props} variant="guest" />;
}
