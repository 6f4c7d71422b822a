import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { billingDocumentKindLabels, romeToday, type BillingDocumentItem } from '@portale/shared';
import { useState } from 'react';
import { DateField } from '../../../lib/date-field.tsx';
import { dialogStyles } from '../../../lib/dialog-styles.ts';
import { FormDialog, useUnsavedInput } from '../../../lib/form-dialog.tsx';
import { formatCents } from '../../../lib/format-cents.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { billingErrorMessage } from '../billing-errors.ts';

type PaymentDialogProps = { document: BillingDocumentItem | null; onClose: () => void };

/**
 * Staff record the day a document was paid (today unless told otherwise), or, for a paid one, that the
 * payment did not happen after all: the customer then sees it to pay, or overdue past its due date.
 */
export function PaymentDialog({ document, onClose }: PaymentDialogProps) {
  return (
    <FormDialog
      opened={document !== null}
      onClose={onClose}
      title="Pagamento del documento"
      styles={dialogStyles}
    >
      {document && <PaymentForm document={document} onDone={onClose} />}
    </FormDialog>
  );
}

function PaymentForm({ document, onDone }: { document: BillingDocumentItem; onDone: () => void }) {
  const [paidOnAtOpening] = useState(document.paidOn ?? romeToday());
  const [paidOn, setPaidOn] = useState(paidOnAtOpening);
  useUnsavedInput(paidOn !== paidOnAtOpening);
  const [missing, setMissing] = useState(false);
  const record = useRecordPayment();
  const save = (value: string | null) =>
    record.mutate({ documentId: document.documentId, paidOn: value }, { onSuccess: onDone });

  return (
    <Stack gap="md">
      <Text size="sm">
        {billingDocumentKindLabels[document.kind]} n. {document.number} di {document.customerName},{' '}
        {formatCents(document.totalCents)}.
      </Text>
      <DateField
        label="Pagata il"
        required
        value={paidOn}
        onChange={(value) => {
          setPaidOn(value);
          setMissing(false);
        }}
        maxDate={romeToday()}
        error={missing ? 'Campo richiesto' : undefined}
        data-autofocus
      />
      {record.isError && (
        <Alert color="red" variant="light" role="alert">
          {billingErrorMessage(record.error)}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        {document.paidOn ? (
          <Button variant="subtle" color="red" onClick={() => save(null)} disabled={record.isPending}>
            Segna come non pagata
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onDone}>
            Annulla
          </Button>
          <Button loading={record.isPending} onClick={() => (paidOn ? save(paidOn) : setMissing(true))}>
            Registra il pagamento
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
