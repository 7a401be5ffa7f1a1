/** The pictures drawn at start-up (lib/platform/seed/art.ts) are served under this path. */
export const ART_URL_PREFIX = '/generated';
