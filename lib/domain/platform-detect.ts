import type { Platform } from './catalog/catalog-query';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry|webOS|Windows Phone/i;

/** Spec platform §9: a visitor is on mobile by the user agent or when the site runs as an installed app. */
export function detectPlatform(userAgent: string, standalone: boolean): Platform {
  return standalone || MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}
