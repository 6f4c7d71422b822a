import type { RoomImportResult } from '@portale/shared';
import { formatNumber } from '../../lib/italian-numbers.ts';

const counted = (value: number, one: string, many: string) =>
  `${formatNumber(value)} ${value === 1 ? one : many}`;

/** «10 locali aggiunti, 1 modificato e nessuno chiuso»: what an applied import did to the rooms. */
export function appliedSentence({ added, changed, closed }: RoomImportResult): string {
  const parts = [
    counted(added, 'locale aggiunto', 'locali aggiunti'),
    changed === 0 ? 'nessuno modificato' : counted(changed, 'modificato', 'modificati'),
    closed === 0 ? 'nessuno chiuso' : counted(closed, 'chiuso', 'chiusi'),
  ];
  return `${parts[0]}, ${parts[1]} e ${parts[2]}`;
}

/** Why «Importa» cannot be pressed yet, or null when it can. */
export function importBlockedReason(checked: RoomImportResult | null): string | null {
  if (!checked) return 'Verifica il file prima di importarlo: la verifica mostra cosa cambierebbe.';
  if (checked.rejected > 0) {
    return `${counted(checked.rejected, 'riga è scartata', 'righe sono scartate')}: correggile nel file e verificalo di nuovo. L’importazione applica tutto o niente.`;
  }
  if (checked.added + checked.changed + checked.closed === 0) {
    return 'Il file non cambia nulla: i locali sono già come li descrive.';
  }
  return null;
}
