import { equipmentCategoryLabels, equipmentStateLabels } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import {
  brandAndModel,
  equipmentCategoryLabel,
  equipmentStateColours,
  equipmentStateLabel,
  formatEquipmentLocation,
  lastMaintenanceText,
  retiredText,
} from './site-equipments-words.ts';

const nowhere = { buildingName: null, floorName: null, roomName: null, note: null };

describe('the equipment’s words', () => {
  it('names each state and colours it from the theme: green, orange, red', () => {
    expect(equipmentStateLabel('IN_SERVICE')).toBe('In servizio');
    expect(equipmentStateLabel('UNDER_MAINTENANCE')).toBe('In manutenzione');
    expect(equipmentStateLabel('OUT_OF_SERVICE')).toBe('Fuori servizio');
    expect(equipmentStateColours).toEqual({
      IN_SERVICE: 'green',
      UNDER_MAINTENANCE: 'orange',
      OUT_OF_SERVICE: 'red',
    });
    expect(Object.keys(equipmentStateColours).sort()).toEqual(Object.keys(equipmentStateLabels).sort());
  });

  it('names every category in Italian', () => {
    expect(equipmentCategoryLabel('CLEANING_MACHINE')).toBe('Macchina per la pulizia');
    expect(equipmentCategoryLabel('FIRE_SAFETY')).toBe('Antincendio');
    for (const label of Object.values(equipmentCategoryLabels)) expect(label).toMatch(/^[A-Z][a-zà-ù ]+$/);
  });

  it('says where it stands: building › floor › room, the note after them, or the note alone', () => {
    const room = { buildingName: 'Padiglione A', floorName: 'Piano terra', roomName: 'Sala d’attesa' };
    expect(formatEquipmentLocation({ ...room, note: null })).toBe(
      'Padiglione A › Piano terra › Sala d’attesa',
    );
    expect(formatEquipmentLocation({ ...room, note: 'accanto all’ascensore' })).toBe(
      'Padiglione A › Piano terra › Sala d’attesa – accanto all’ascensore',
    );
    expect(formatEquipmentLocation({ ...nowhere, note: 'Magazzino del seminterrato' })).toBe(
      'Magazzino del seminterrato',
    );
    expect(formatEquipmentLocation({ ...nowhere, note: '  ' })).toBe('–');
    expect(formatEquipmentLocation(nowhere)).toBe('–');
  });

  it('writes brand and model together, and days as Italians read them', () => {
    expect(brandAndModel({ brand: 'Kärcher', model: 'BR 35/12' })).toBe('Kärcher BR 35/12');
    expect(brandAndModel({ brand: '', model: '' })).toBe('–');
    expect(lastMaintenanceText('2026-03-05')).toBe('05/03/2026');
    expect(lastMaintenanceText(null)).toBe('Mai');
  });

  it('says when it was retired, elided before a vowel', () => {
    expect(retiredText('2026-03-12')).toBe('Dismessa il 12/03/2026');
    expect(retiredText('2026-03-11')).toBe('Dismessa l’11/03/2026');
    expect(retiredText('2026-03-08')).toBe('Dismessa l’08/03/2026');
  });
});
