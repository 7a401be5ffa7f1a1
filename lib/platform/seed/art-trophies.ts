import 'server-only';
import type { AchievementKind } from '@/lib/domain/achievements/achievements';
import { hsl, starPoints, svgDoc } from './art-svg';

/** A hue per kind, so the Trophies tab tells its goals apart at a glance. */
const HUES: Record<AchievementKind, number> = {
  first_deposit: 140,
  real_rounds: 210,
  big_win: 45,
  providers: 280,
  verified_phone: 190,
  verified_email: 330,
  level: 20,
};

/** Achievement badge, 128x128: a cup on a coloured disc. */
export function trophyBadge(kind: AchievementKind, seed: number): string {
  const hue = HUES[kind] + (seed % 3) * 12;
  return svgDoc(
    128,
    128,
    `<circle cx="64" cy="64" r="60" fill="${hsl(hue, 55, 30)}" stroke="${hsl(hue, 70, 60)}" stroke-width="4"/>` +
      `<polygon points="${starPoints(64, 64, 56, 48, 20)}" fill="${hsl(hue, 60, 38)}"/>` +
      `<path d="M40 34 H88 V52 C88 70 76 80 64 80 C52 80 40 70 40 52Z" fill="#ffc93c" stroke="#5a3a00" stroke-width="3"/>` +
      `<path d="M40 40 H28 C28 58 36 62 42 62 M88 40 H100 C100 58 92 62 86 62" fill="none" stroke="#ffc93c" stroke-width="5"/>` +
      `<rect x="58" y="80" width="12" height="12" fill="#e0a800"/>` +
      `<rect x="46" y="92" width="36" height="10" rx="3" fill="#ffc93c" stroke="#5a3a00" stroke-width="2.5"/>`,
  );
}
