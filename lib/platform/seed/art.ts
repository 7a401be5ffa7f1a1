import 'server-only';
import { access, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { gamePicture } from './art-games';
import { categoryIcon, footerMark, levelMedal, producerLogo } from './art-marks';
import { bannerPicture } from './art-scenes';
import { trophyBadge } from './art-trophies';
import { ACHIEVEMENTS } from './achievements';
import { BANNERS, EXTRA_BANNER_ART } from './banners';
import { CATEGORIES } from './categories';
import { GAMES } from './games';
import { LEVELS } from './levels';
import { PRODUCERS } from './providers';
import { FOOTER_MARKS } from './seo';
import { TOURNAMENT_ART } from './tournaments';
import { PROMO_ART, PROMO_MARKS } from './promotions';
import { PAYMENT_ICON_MARKUP, paymentIconSvg, type PaymentIconKind } from '@/lib/domain/cashbox/payment-icons';
import { achievementBadgePath, artDir, bannerPath, categoryIconPath, footerMarkPath, gamePreviewPath, gameTallPreviewPath, levelBadgePath, paymentIconPath, producerLogoPath, promoMarkPath } from './urls';

/** One picture to generate: where it goes (under ART_DIR) and how to draw it. */
export interface ArtJob {
  subpath: string;
  svg: () => string;
}

const BATCH = 8;
// WebP quality 60 rather than 80: a quarter fewer bytes (a tile 8-10 KB → 6-7 KB, a banner
// 17-27 KB → 12-20 KB) with no visible loss on this flat vector art. Lighthouse's simulated LCP
// counts every picture that finished before the paint, so the bytes weigh on the landing pages.
const QUALITY = 60;

/** Every picture the seed's rows point at. */
export function artJobs(): ArtJob[] {
  return [
    ...GAMES.flatMap((g) => [
      { subpath: gamePreviewPath(g.slug), svg: () => gamePicture(g, 320, 240) },
      { subpath: gameTallPreviewPath(g.slug), svg: () => gamePicture(g, 240, 360) },
    ]),
    ...PRODUCERS.map((p) => ({ subpath: producerLogoPath(p.slug), svg: () => producerLogo(p) })),
    ...CATEGORIES.map((c) => ({ subpath: categoryIconPath(c.slug), svg: () => categoryIcon(c.icon, c.hue) })),
    ...LEVELS.map((l) => ({ subpath: levelBadgePath(l.index), svg: () => levelMedal(l.index) })),
    ...ACHIEVEMENTS.map((a, i) => ({ subpath: achievementBadgePath(a.slug), svg: () => trophyBadge(a.kind, i) })),
    ...[...BANNERS.map((b) => b.art), ...EXTRA_BANNER_ART, ...TOURNAMENT_ART, ...PROMO_ART].map((a) => ({ subpath: bannerPath(a.key), svg: () => bannerPicture(a) })),
    ...PROMO_MARKS.map((m, i) => ({ subpath: promoMarkPath(m.key), svg: () => trophyBadge('level', i + Math.round(m.hue / 10)) })),
    ...FOOTER_MARKS.map((m) => ({ subpath: footerMarkPath(m.key), svg: () => footerMark(m.key) })),
    // The payment and payout systems' `image` (spec §3), in the site's gold.
    ...(Object.keys(PAYMENT_ICON_MARKUP) as PaymentIconKind[]).map((kind) => ({ subpath: paymentIconPath(kind), svg: () => paymentIconSvg(kind, '#f6c453') })),
  ];
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Renders one picture; written under a temporary name and renamed, so a crash never leaves half a file. */
export async function renderArt(job: ArtJob, dir: string): Promise<void> {
  const file = path.join(dir, job.subpath);
  await mkdir(path.dirname(file), { recursive: true });
  const data = await sharp(Buffer.from(job.svg())).webp({ quality: QUALITY }).toBuffer();
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  try {
    await rename(tmp, file);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

/** Generates the pictures that are missing from `dir`; returns how many it wrote. */
export async function generateMissingArt(dir: string = artDir()): Promise<number> {
  const jobs = artJobs();
  const present = await Promise.all(jobs.map((j) => exists(path.join(dir, j.subpath))));
  const missing = jobs.filter((_, i) => !present[i]);
  for (let i = 0; i < missing.length; i += BATCH) {
    await Promise.all(missing.slice(i, i + BATCH).map((job) => renderArt(job, dir)));
  }
  return missing.length;
}
