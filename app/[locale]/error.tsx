'use client';

import { LazyErrorBoundaryScreen } from '@/components/status/lazy-error-screen';

// The site layout itself failed (e.g. the catalogue could not be read): a page of its own with a retry.
export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazyErrorBoundaryScreen {...props} variant="main" standalone />;
}
