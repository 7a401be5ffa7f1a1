/**
 * Leaving the site for a payment page and coming back from it are whole-page loads, as with a
 * real provider on another origin. One function, so component tests can replace it (jsdom does
 * not navigate).
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}

/**
 * Where a provider answer may send the browser: http(s) only, so an answer can never run a
 * `javascript:` URL. Relative URLs are resolved against the page; null when refused.
 */
export function safeNavigationUrl(url: string, base: string): string | null {
  try {
    const target = new URL(url, base);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.toString() : null;
  } catch {
    return null;
  }
}

/** Same-site only (the sandbox's return to the cashbox): the path, query and hash, or null. */
export function sameSitePath(url: string, base: string): string | null {
  try {
    const target = new URL(url, base);
    return target.origin === new URL(base).origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}
