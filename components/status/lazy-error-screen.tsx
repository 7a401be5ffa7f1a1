'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Error boundaries are part of every page's JavaScript; their screen (illustration, texts) is
 * fetched only when an error actually happens. React.lazy, not next/dynamic: next/dynamic's
 * loader would itself be first-load code of every page (it is duplicated per chunk group).
 */
const ErrorBoundaryScreen = lazy(() => import('./error-boundary-screen').then((m) => ({ default: m.ErrorBoundaryScreen })));

export function LazyErrorBoundaryScreen(props: ComponentProps<typeof ErrorBoundaryScreen>) {
  return (
    <Suspense fallback={null}>
      <ErrorBoundaryScreen {...props} />
    </Suspense>
  );
}
