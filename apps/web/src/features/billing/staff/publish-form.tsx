import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { billingDocumentKindLabels, type BillingDetail } from '@portale/shared';
import { IconFileTypePdf, IconFileTypeXml, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { FormDateField } from '../../../lib/form-date-field.tsx';
import { useUnsavedInput } from '../../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { previewFatturaPa, publishBillingDocument } from '../api/publish-billing-document.ts';
import { useRefreshBilling } from '../api/use-refresh-billing.ts';
import { billingErrorMessage } from '../billing-errors.ts';
import { JobOrderSelect } from '../components/job-order-select.tsx';
import { FatturaPaPreview, type PreviewState } from './fatturapa-preview.tsx';
import { ManualFields } from './manual-fields.tsx';
import { emptyPublishForm, publishFormSchema, toPublishParts } from './publish-form-schema.ts';
import { useJobOrderOptions } from './use-job-order-options.ts';

type PublishFormProps = { onPublished: (document: BillingDetail) => void; onCancel: () => void };

/**
 * Publishes an invoice or credit note: the job order, its PDF and, optionally, its FatturaPA XML. The XML
 * is read by the API as soon as it is chosen, so staff see what will be published (or what is wrong
 * with the file) before sending; without one, the document's data are typed by hand.
 */
export function PublishForm({ onPublished, onCancel }: PublishFormProps) {
  const jobOrders = useJobOrderOptions();
  const refresh = useRefreshBilling();
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, setError, watch, formState } = useCheckedForm(
    publishFormSchema,
    {
      defaultValues: emptyPublishForm,
    },
  );
  const xml = watch('xml');
  useUnsavedInput(formState.isDirty);

  const readXml = (file: File | null) => {
    if (!file) return setPreview(null);
    setPreview({ status: 'reading' });
    previewFatturaPa(file).then(
      (view) => setPreview({ status: 'read', view }),
      (error: unknown) => setPreview({ status: 'failed', error }),
    );
  };

  const submit = handleSubmit(async (values) => {
    if (!values.pdf) return;
    if (values.xml && preview?.status !== 'read') {
      setError('xml', { message: 'Correggi la fattura elettronica o toglila prima di pubblicare' });
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      const document = await publishBillingDocument(toPublishParts(values, values.pdf), setProgress);
      notifications.show({
        color: 'green',
        title: 'Documento pubblicato',
        message: `${billingDocumentKindLabels[document.kind]} n. ${document.number}: i clienti della commessa ricevono una notifica.`,
      });
      await refresh();
      onPublished(document);
    } catch (error) {
      if (error instanceof ApiError && error.body.code === 'BILLING_INVALID_FATTURAPA')
        setPreview({ status: 'failed', error });
      setFailure(billingErrorMessage(error));
    } finally {
      setProgress(null);
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="jobOrderId"
          render={({ field, fieldState }) => (
            <JobOrderSelect
              label="Commessa"
              description="Cerca per codice, descrizione o cliente"
              placeholder="Scegli la commessa"
              required
              options={jobOrders.options}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onSearchChange={jobOrders.onSearchChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="pdf"
          render={({ field, fieldState }) => (
            <FileInput
              ref={field.ref}
              label="PDF del documento"
              placeholder="Scegli il file PDF"
              required
              accept="application/pdf,.pdf"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              value={field.value ?? null}
              onChange={field.onChange}
              clearable
              clearButtonProps={{ 'aria-label': 'Togli il PDF' }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="xml"
          render={({ field, fieldState }) => (
            <FileInput
              ref={field.ref}
              label="Fattura elettronica (XML FatturaPA)"
              description="Facoltativa: se la carichi, tipo, numero, date e importi sono letti dal file"
              placeholder="Scegli il file XML"
              accept=".xml,text/xml,application/xml"
              leftSection={<IconFileTypeXml size={18} aria-hidden />}
              value={field.value ?? null}
              onChange={(file) => {
                field.onChange(file);
                readXml(file);
              }}
              clearable
              clearButtonProps={{ 'aria-label': 'Togli la fattura elettronica' }}
              error={fieldState.error?.message}
            />
          )}
        />
        {preview && <FatturaPaPreview state={preview} />}
        {!xml && <ManualFields control={control} register={register} errors={formState.errors} />}
        <FormDateField control={control} name="paidOn" label="Già pagata il (se lo è)" />
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Documento non pubblicato">
            {failure}
          </Alert>
        )}
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              Invio dei file: {Math.round(progress * 100)}%
            </Text>
            <Progress value={progress * 100} aria-label="Invio dei file" />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
            Annulla
          </Button>
          <Button
            type="submit"
            loading={formState.isSubmitting}
            leftSection={<IconUpload size={18} aria-hidden />}
          >
            Pubblica
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
