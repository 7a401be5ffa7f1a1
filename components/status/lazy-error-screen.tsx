'use client';

import dynamic from 'next/dynamic';

/**
 * Error boundaries are part of every page's JavaScript; their screen (illustration, texts) is
 * fetched only when an error actually happens.
 */
export const LazyErrorBoundaryScreen = dynamic(() => import('./error-boundary-screen').then((m) => m.ErrorBoundaryScreen));
