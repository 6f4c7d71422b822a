import { Alert, Button, Center, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PublishableDocumentCategory, RequiredCategories } from '@portale/shared';
import { useState } from 'react';
import { FormDialog, useUnsavedInput } from '../../../lib/form-dialog.tsx';
import { useRequiredCategories, useSetRequiredCategories } from '../api/required-categories.ts';
import { documentErrorMessage } from '../document-errors.ts';
import { categoryOptions } from './category-options.ts';
import { JobOrderSelect } from './recipient-pickers.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

/** The categories of one job order, ticked, and their saving. */
function CategoriesForm({ required, onClose }: { required: RequiredCategories; onClose: () => void }) {
  const save = useSetRequiredCategories(required.jobOrderId);
  const [chosen, setChosen] = useState<string[]>(required.categories);
  useUnsavedInput(
    chosen.length !== required.categories.length ||
      chosen.some((category) => !(required.categories as readonly string[]).includes(category)),
  );
  const submit = async () => {
    try {
      await save.mutateAsync(chosen as PublishableDocumentCategory[]);
      notifications.show({
        color: 'green',
        title: 'Categorie salvate',
        message: `Le ubicazioni della commessa ${required.jobOrderId} ora richiedono ${chosen.length === 0 ? 'nessuna categoria' : formatCount(chosen.length, 'categoria', 'categorie')}.`,
      });
      onClose();
    } catch {
      // The alert below says why.
    }
  };
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={`Documenti richiesti in ogni ubicazione di ${required.jobOrderId} – ${required.jobOrderDescription}`}
        description={`Cliente: ${required.customerName}. Nessuna scelta: la commessa non ha lista di controllo.`}
        value={chosen}
        onChange={setChosen}
      >
        <Stack gap="xs" mt="xs">
          {categoryOptions.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      {save.isError && (
        <Alert color="red" variant="light" role="alert" title="Categorie non salvate">
          {documentErrorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Annulla
        </Button>
        <Button loading={save.isPending} onClick={() => void submit()}>
          Salva le categorie
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Staff choose the document categories every site of a job order must hold (DUVRI, POS, DURC…): the
 * sites' checklist and its compliance percentage follow from them.
 */
export function RequiredCategoriesDialog({ onClose }: { onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [jobOrderId, setJobOrderId] = useState<string>();
  const required = useRequiredCategories(jobOrderId ?? null);
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Documenti richiesti per commessa"
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <Stack gap="md">
        <JobOrderSelect
          label="Commessa"
          placeholder="Cerca per codice, descrizione o cliente"
          staff
          value={jobOrderId}
          onChange={setJobOrderId}
        />
        {!jobOrderId ? (
          <Text size="sm" c="dimmed">
            Scegli una commessa per vedere e cambiare le categorie richieste.
          </Text>
        ) : required.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Caricamento delle categorie richieste" />
          </Center>
        ) : required.isError ? (
          <Alert color="red" variant="light" role="alert" title="Categorie non caricate">
            {documentErrorMessage(required.error)}
          </Alert>
        ) : (
          <CategoriesForm key={jobOrderId} required={required.data} onClose={onClose} />
        )}
      </Stack>
    </FormDialog>
  );
}
