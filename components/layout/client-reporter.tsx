'use client';

import { useEffect } from 'react';
import { useReportWebVitals } from 'next/web-vitals';
import { startReporter } from '@/lib/client/reporting/reporter';

/** Stable across renders: useReportWebVitals registers its observers again when the callback changes. */
function onVital(metric: { name: string; value: number }): void {
  startReporter().vital(metric.name, metric.value);
}

function VitalsObserver() {
  useReportWebVitals(onVital);
  return null;
}

/** Web Vitals reads the Performance Timeline; a browser (or test DOM) without it measures nothing rather than failing. */
const canMeasure = () => typeof PerformanceObserver === 'function' && typeof performance.getEntriesByType === 'function';

/**
 * The browser's reporter (lib/client/reporting/reporter.ts): errors to PUT /log, Web Vitals to
 * PUT /performance. Mounted lazily by OverlayHostsLoader after the page's load event, so neither
 * its code nor next/web-vitals is in any page's first load; the observers are buffered, so the
 * page's LCP, CLS and first input are still seen. The vitals observer mounts (and registers its
 * page-hide listeners) before the reporter's own effect runs, which the reporter relies on.
 */
export default function ClientReporter() {
  useEffect(() => {
    startReporter();
  }, []);
  return canMeasure() ? <VitalsObserver /> : null;
}
