import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';
import themes from './slot-themes.module.css';

/**
 * The CSS class that dresses a slot in its theme (slot-themes.module.css). A theme without its
 * own class still gets its configured background and accent through the machine's variables.
 */
export function themeClass(theme: SlotThemeId): string {
  return themes[theme] ?? '';
}
