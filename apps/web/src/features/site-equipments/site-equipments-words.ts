import {
  equipmentCategoryLabels,
  equipmentPlaceWords,
  equipmentStateLabels,
  type EquipmentCategory,
  type EquipmentLocation,
  type EquipmentState,
} from '@portale/shared';
import { formatDate, formatDateAfter } from '../../lib/format.ts';

/**
 * Theme colours whose light badges read at 4.5:1 (app/theme-contrast.ts): in service green, being
 * maintained orange, out of service red.
 */
export const equipmentStateColours: Record<EquipmentState, string> = {
  IN_SERVICE: 'green',
  UNDER_MAINTENANCE: 'orange',
  OUT_OF_SERVICE: 'red',
};

export const equipmentStateLabel = (state: EquipmentState): string => equipmentStateLabels[state];
export const equipmentCategoryLabel = (category: EquipmentCategory): string =>
  equipmentCategoryLabels[category];

/** Where a piece of equipment stands (`equipmentPlaceWords`), or a dash when nothing is known. */
export const formatEquipmentLocation = (location: Omit<EquipmentLocation, 'roomId'>): string =>
  equipmentPlaceWords(location) || '–';

/** «Marca Modello», or the one of them that is known. */
export const brandAndModel = (item: { brand: string; model: string }): string =>
  [item.brand.trim(), item.model.trim()].filter(Boolean).join(' ') || '–';

/** The last maintenance's day, or «Mai» when the log has none. */
export const lastMaintenanceText = (day: string | null): string => (day ? formatDate(day) : 'Mai');

/** A retired piece of equipment: «Dismessa il 12/03/2026», elided before a vowel («dall’», «l’»). */
export const retiredText = (retiredOn: string): string => `Dismessa ${formatDateAfter('il', retiredOn)}`;

/** A day of the form's fields, or a dash. */
export const dayOrDash = (day: string | null): string => (day ? formatDate(day) : '–');
