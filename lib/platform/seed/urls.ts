import 'server-only';
import path from 'node:path';
import { ART_URL_PREFIX } from '@/lib/domain/catalog/art-url';
import { paymentIconSubpath } from '@/lib/domain/cashbox/payment-icons';

/** public/generated is served at ART_URL_PREFIX; the database stores these URLs. */
export { ART_URL_PREFIX };

export function artUrl(subpath: string): string {
  return `${ART_URL_PREFIX}/${subpath}`;
}

/** Where ensureArt() writes; ART_DIR lets tests and deployments put the art elsewhere. */
export function artDir(): string {
  return process.env.ART_DIR ?? path.join(process.cwd(), 'public/generated');
}

export const gamePreviewPath = (slug: string) => `games/${slug}.webp`;
export const gameTallPreviewPath = (slug: string) => `games/${slug}-tall.webp`;
export const producerLogoPath = (slug: string) => `producers/${slug}.webp`;
export const categoryIconPath = (slug: string) => `categories/${slug}.webp`;
export const levelBadgePath = (index: number) => `levels/level-${index}.webp`;
export const bannerPath = (key: string) => `banners/${key}.webp`;
export const footerMarkPath = (key: string) => `footer/${key}.webp`;
export const achievementBadgePath = (slug: string) => `achievements/${slug}.webp`;
export const promoMarkPath = (key: string) => `promo/${key}.webp`;
export const paymentIconPath = paymentIconSubpath;
