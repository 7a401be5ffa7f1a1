/** Spec §9: the worker is checked for a new version every 15 minutes. */
export const SW_UPDATE_CHECK_MS = 900_000;

let started = false;

/** Deletes every cache of this origin: a worker that cannot register must not leave stale copies behind. */
export async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}

/**
 * Registers /sw.js (production builds only: in development every file changes all the time),
 * then asks for an update every SW_UPDATE_CHECK_MS. A failed registration clears the caches. The
 * worker itself deletes caches of another code version when a new one activates.
 */
export function registerServiceWorker(): void {
  if (started || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  started = true;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    // A browser that blocks workers (Playwright's serviceWorkers: 'block', some privacy modes) may
    // resolve with no registration at all: then there is nothing to update.
    .then((registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      window.setInterval(() => void registration.update().catch(() => undefined), SW_UPDATE_CHECK_MS);
    })
    .catch(() => clearCaches().catch(() => undefined));
}
