import 'server-only';
import type { LocalizedText } from '@/lib/domain/locales';
import { artUrl, levelBadgePath } from './urls';

export interface LevelSeed {
  index: number;
  name: LocalizedText;
  pointsRequired: number;
}

const NAMES: readonly LocalizedText[] = [
  { ru: 'Новичок', en: 'Rookie', it: 'Principiante' },
  { ru: 'Игрок', en: 'Player', it: 'Giocatore' },
  { ru: 'Любитель', en: 'Enthusiast', it: 'Appassionato' },
  { ru: 'Знаток', en: 'Connoisseur', it: 'Intenditore' },
  { ru: 'Профи', en: 'Pro', it: 'Professionista' },
  { ru: 'Мастер', en: 'Master', it: 'Maestro' },
  { ru: 'Эксперт', en: 'Expert', it: 'Esperto' },
  { ru: 'Магнат', en: 'Tycoon', it: 'Magnate' },
  { ru: 'Легенда', en: 'Legend', it: 'Leggenda' },
  { ru: 'Император', en: 'Emperor', it: 'Imperatore' },
];

/** Experience points needed for each level; level 1 is where every player starts. */
const POINTS = [0, 100, 300, 700, 1500, 3000, 6000, 12000, 25000, 50000];

export const LEVELS: readonly LevelSeed[] = NAMES.map((name, i) => ({ index: i + 1, name, pointsRequired: POINTS[i] ?? 0 }));

export function levelRows() {
  return LEVELS.map((l) => ({ index: l.index, name: l.name, image: artUrl(levelBadgePath(l.index)), pointsRequired: l.pointsRequired }));
}
