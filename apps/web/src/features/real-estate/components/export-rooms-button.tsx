import { ExportButton } from '../../../lib/export-button.tsx';
import { useExportRooms } from '../api/room-list.ts';
import { realEstateErrorMessages } from '../real-estate-errors.ts';

type ExportRoomsButtonProps = {
  /** The site and the table's day, filters and order. */
  request: Parameters<ReturnType<typeof useExportRooms>['mutate']>[0];
  disabled: boolean;
};

/** «Esporta in Excel»: the rooms the filters keep, on the day and in the order shown, as an .xlsx file. */
export function ExportRoomsButton({ request, disabled }: ExportRoomsButtonProps) {
  return (
    <ExportButton
      exporter={useExportRooms()}
      request={request}
      contents="i locali"
      errorMessages={realEstateErrorMessages}
      disabled={disabled}
    />
  );
}
