import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';
import themes from './slot-themes.module.css';

/**
 * The CSS class that dresses a slot in its theme (slot-themes.module.css). A theme without its
 * own class still gets its configured background and accent through the machine's variables.
 * A custom property's var() references resolve on the element that declares it, so the class is
 * set where the values it reads live: on the machine (page, buttons), the cabinet (--w) and each
 * symbol (--cell, --sym); set only on the machine, the frame and plate variables would be invalid.
 */
export function themeClass(theme: SlotThemeId): string {
  return themes[theme] ?? '';
}
