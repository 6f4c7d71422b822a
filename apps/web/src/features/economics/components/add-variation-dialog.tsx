import { Alert, Button, Group, NumberInput, Radio, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  economicsVariationInputSchema,
  economicsVariationMessages,
  type EconomicsVariationInput,
} from '@portale/shared';
import { useState } from 'react';
import { dialogStyles } from '../../../lib/dialog-styles.ts';
import { FormDialog, useUnsavedInput } from '../../../lib/form-dialog.tsx';
import { useAddEconomicsVariation } from '../api/economics.ts';
import { economicsErrorMessage } from '../economics-errors.ts';
import { monthTitle } from '../explanation-text.ts';

type SiteOption = { value: string; label: string };

type AddVariationDialogProps = {
  opened: boolean;
  onClose: () => void;
  year: number;
  sites: readonly SiteOption[];
  /** The site and month chosen on the page, proposed first. */
  initialSite: string | null;
  initialMonth: number;
  /** A customer asks for it; staff add it. */
  byCustomer: boolean;
};

/** «Aggiungi variazione economica»: an extra or a deduction on a site's month. */
export function AddVariationDialog(props: AddVariationDialogProps) {
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title="Aggiungi variazione economica"
      styles={dialogStyles}
    >
      {props.opened && <AddVariationForm {...props} />}
    </FormDialog>
  );
}

type Draft = {
  siteCode: string | null;
  month: string;
  kind: 'extra' | 'deduction';
  amountEuro: number | string;
  description: string;
};

function AddVariationForm({
  onClose,
  year,
  sites,
  initialSite,
  initialMonth,
  byCustomer,
}: AddVariationDialogProps) {
  const [draft, setDraft] = useState<Draft>({
    siteCode: initialSite ?? (sites.length === 1 ? sites[0]!.value : null),
    month: `${year}-${String(initialMonth).padStart(2, '0')}`,
    kind: 'extra',
    amountEuro: '',
    description: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  useUnsavedInput(draft.amountEuro !== '' || draft.description.trim() !== '');
  const add = useAddEconomicsVariation();
  const change = (part: Partial<Draft>) => {
    setDraft((previous) => ({ ...previous, ...part }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(part)) delete next[key as keyof Draft];
      return next;
    });
  };

  const submit = () => {
    const parsed = economicsVariationInputSchema.safeParse({
      ...draft,
      siteCode: draft.siteCode ?? '',
      amountEuro: draft.amountEuro === '' ? undefined : Number(draft.amountEuro),
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        found[key] ??= key === 'siteCode' ? 'Scegli l’ubicazione' : issue.message;
      }
      setErrors(found);
      return;
    }
    const input: EconomicsVariationInput = parsed.data;
    add.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: economicsVariationMessages.added });
        onClose();
      },
    });
  };

  const monthOptions = Array.from({ length: 12 }, (_, index) => ({
    value: `${year}-${String(index + 1).padStart(2, '0')}`,
    label: monthTitle(year, index + 1),
  }));

  return (
    <Stack gap="md">
      <Select
        label="Ubicazione"
        required
        data={sites as SiteOption[]}
        value={draft.siteCode}
        onChange={(value) => change({ siteCode: value })}
        searchable
        error={errors.siteCode}
        data-autofocus
      />
      <Select
        label="Mese"
        required
        data={monthOptions}
        value={draft.month}
        onChange={(value) => value && change({ month: value })}
        allowDeselect={false}
        error={errors.month}
      />
      <Radio.Group
        label="Tipo"
        required
        value={draft.kind}
        onChange={(value) => change({ kind: value as Draft['kind'] })}
        error={errors.kind}
      >
        <Group gap="lg" mt={4}>
          <Radio value="extra" label="Extra (si aggiunge al canone)" />
          <Radio value="deduction" label="Detrazione (si toglie dal canone)" />
        </Group>
      </Radio.Group>
      <NumberInput
        label="Importo in euro"
        required
        value={draft.amountEuro}
        onChange={(value) => change({ amountEuro: value })}
        min={0}
        decimalScale={2}
        decimalSeparator=","
        thousandSeparator="."
        hideControls
        error={errors.amountEuro}
      />
      <Textarea
        label="Descrizione"
        description={
          byCustomer ? 'Che cosa chiedi e perché: il fornitore la vedrà tra le variazioni.' : undefined
        }
        required
        autosize
        minRows={2}
        maxLength={500}
        value={draft.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
        error={errors.description}
      />
      {add.isError && (
        <Alert color="red" variant="light" role="alert" title={economicsVariationMessages.failed}>
          {economicsErrorMessage(add.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Annulla
        </Button>
        <Button loading={add.isPending} onClick={submit}>
          Aggiungi
        </Button>
      </Group>
    </Stack>
  );
}
