import { Alert, Box, Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  labelSheetFormatLabels,
  labelSheetFormatNames,
  labelSheetFormats,
  type LabelSheetFormat,
} from '@portale/shared';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { formatCount } from '../../lib/italian-numbers.ts';
import { usePrintEquipmentLabels } from './api/site-equipments-api.ts';
import { firstSheetPositions, labelSheetSummary, labelsPerSheet } from './label-sheet.ts';
import { equipmentLabelsErrorMessage } from './site-equipments-errors.ts';

type PrintableItem = { id: number; name: string; labelCode: string };

/**
 * The first sheet drawn small, as it will come out of the printer: the positions used already in grey,
 * then the labels numbered in the order they print. A click on a position makes it the first free one;
 * the field above says the same in words, so the drawing is hidden from screen readers.
 */
function SheetPreview({
  format,
  start,
  count,
  onStart,
}: {
  format: LabelSheetFormat;
  start: number;
  count: number;
  onStart: (start: number) => void;
}) {
  const { columns, widthMm, heightMm } = labelSheetFormats[format];
  return (
    <Box
      aria-hidden
      p={6}
      maw={columns === 3 ? 260 : 220}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        gap: 3,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-body)',
      }}
    >
      {firstSheetPositions(format, start, count).map((cell) => (
        <Box
          key={cell.position}
          onClick={() => onStart(cell.position)}
          style={{
            aspectRatio: `${widthMm} / ${heightMm}`,
            cursor: 'pointer',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 'var(--mantine-font-size-xs)',
            fontWeight: 600,
            borderRadius: 2,
            border: '1px solid var(--mantine-color-default-border)',
            background:
              cell.use === 'used'
                ? 'var(--mantine-color-gray-3)'
                : cell.use === 'label'
                  ? 'var(--mantine-primary-color-light)'
                  : 'var(--mantine-color-body)',
            color: 'var(--mantine-primary-color-light-color)',
          }}
        >
          {cell.use === 'label' ? cell.label : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * «Stampa etichette»: the sheet's format and its first free label (a sheet half used goes back in the
 * printer), then the PDF of the labels, one for each piece of equipment chosen, in that order.
 */
export function PrintLabelsDialog({
  items,
  onClose,
}: {
  items: readonly PrintableItem[];
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const print = usePrintEquipmentLabels();
  const [format, setFormat] = useState<LabelSheetFormat>('3x7');
  const [start, setStart] = useState(1);
  const capacity = labelsPerSheet(format);
  const startValid = Number.isInteger(start) && start >= 1 && start <= capacity;

  const chooseFormat = (value: string) => {
    const next = labelSheetFormatNames.find((name) => name === value) ?? '3x7';
    setFormat(next);
    setStart((current) => Math.min(current, labelsPerSheet(next)));
  };
  const send = () => {
    if (!startValid) return;
    print.mutate(
      { ids: items.map((item) => item.id), format, start },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: items.length === 1 ? 'Etichetta pronta' : 'Etichette pronte',
            message:
              'Il PDF è stato scaricato: stampalo su fogli A4 del formato scelto, in dimensioni reali (100%), senza adattarlo alla pagina.',
          });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={items.length === 1 ? 'Stampa l’etichetta' : 'Stampa le etichette'}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {items.length === 1
            ? `L’etichetta di «${items[0]?.name ?? ''}» (${items[0]?.labelCode ?? ''}), con il codice QR della sua pagina pubblica.`
            : `Le etichette di ${formatCount(items.length, 'attrezzatura', 'attrezzature')}, ognuna con il codice QR della sua pagina pubblica, nell’ordine in cui le hai selezionate.`}
        </Text>
        <Radio.Group label="Formato del foglio" value={format} onChange={chooseFormat}>
          <Stack gap="xs" mt="xs">
            {labelSheetFormatNames.map((name) => (
              <Radio key={name} value={name} label={labelSheetFormatLabels[name]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <NumberInput
            label="Prima etichetta libera del foglio"
            description={`Da 1 a ${capacity}, contando da sinistra a destra e dall’alto in basso: le posizioni prima sono già usate.`}
            min={1}
            max={capacity}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={start}
            onChange={(value) => setStart(typeof value === 'number' ? value : Number.NaN)}
            error={startValid ? undefined : `Scegli una posizione da 1 a ${capacity}`}
            w={{ base: '100%', xs: 260 }}
          />
          <SheetPreview
            format={format}
            start={startValid ? start : 1}
            count={items.length}
            onStart={setStart}
          />
        </Group>
        {startValid && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {labelSheetSummary(format, start, items.length)}.
          </Text>
        )}
        {print.isError && (
          <Alert color="red" variant="light" role="alert" title="Etichette non stampate">
            {equipmentLabelsErrorMessage(print.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={print.isPending}>
            Annulla
          </Button>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            loading={print.isPending}
            disabled={!startValid}
            onClick={send}
          >
            Scarica il PDF
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
