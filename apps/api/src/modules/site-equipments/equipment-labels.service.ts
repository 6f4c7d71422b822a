import { equipmentPlaceWords, type LabelSheetFormat, type LabelSheetQuery } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { drawLabelSheets } from './label-sheet-pdf.ts';
import type { SiteEquipmentsRepository } from './site-equipments.repository.ts';

/** The PDF of labels staff print: every piece asked must be in use and have an active code. */
export function createEquipmentLabelsService(deps: {
  repository: Pick<SiteEquipmentsRepository, 'labels'>;
  publicUrlOf: (publicId: string) => string;
  providerName: string;
}) {
  return {
    async sheet(query: LabelSheetQuery): Promise<Uint8Array> {
      const rows = await deps.repository.labels(query.ids);
      const faults = rows.flatMap((row, index) => {
        const path = `query.ids.${index}`;
        if (!row) return [{ path, message: `Attrezzatura ${query.ids[index]} non trovata` }];
        if (row.retiredOn !== null) return [{ path, message: `${row.labelCode} è dismessa` }];
        if (!row.publicId)
          return [{ path, message: `${row.labelCode} non ha un codice QR: creane uno nuovo` }];
        return [];
      });
      if (faults.length > 0) throw new AppError('EQUIPMENT_NOT_VALID', { fields: faults });
      return drawLabelSheets({
        format: query.format as LabelSheetFormat,
        start: query.start,
        providerName: deps.providerName,
        labels: rows.map((row) => {
          const label = row as NonNullable<typeof row> & { publicId: string };
          const place = equipmentPlaceWords({
            buildingName: label.buildingName,
            floorName: label.floorName,
            roomName: label.roomName,
            note: label.locationNote,
          });
          return {
            url: deps.publicUrlOf(label.publicId),
            labelCode: label.labelCode,
            name: label.name,
            place: [label.siteName, place].filter(Boolean).join(' · '),
          };
        }),
      });
    },
  };
}
