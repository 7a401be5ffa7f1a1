import { reportError } from './report-queue';

/**
 * An error an error boundary caught (spec platform §8: unhandled app errors are logged with level
 * ERROR): React does not pass these to window.onerror. The reporter is started here too, because a
 * failed layout may have taken the site shell (and the reporter it loads) with it.
 */
export function reportBoundaryError(label: string, error: Error & { digest?: string }): void {
  reportError(label, error, error.digest ? { digest: error.digest } : {});
  void import('./reporter').then((m) => m.startReporter(), () => undefined);
}
