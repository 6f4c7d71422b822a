// @vitest-environment jsdom
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';
import { FormDialog, useUnsavedInput } from './form-dialog.tsx';
import { renderInDom } from './testing/render-in-dom.tsx';

/** A dialog with a text field and a date, dirty once something is typed, as the upload dialog is. */
function UploadLikeDialog({ onClose }: { onClose: () => void }) {
  const [description, setDescription] = useState('');
  const [validUntil, setValidUntil] = useState('');
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Carica documenti"
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      dirty={description !== '' || validUntil !== ''}
    >
      <TextInput
        label="Descrizione"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <DateField label="Valido fino al" value={validUntil} onChange={setValidUntil} />
    </FormDialog>
  );
}

/** A form drawn by a component of its own, which tells the dialog it holds something typed. */
function NestedForm() {
  const [reason, setReason] = useState('');
  useUnsavedInput(reason !== '');
  return <TextInput label="Motivo" value={reason} onChange={(event) => setReason(event.target.value)} />;
}

const question = () => screen.queryByRole('dialog', { name: 'Chiudere senza salvare?' });

describe('a dialog with a form', () => {
  it('closes only the calendar on Esc, keeping the dialog and what was typed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInDom(<UploadLikeDialog onClose={onClose} />);

    await user.click(screen.getByRole('textbox', { name: 'Valido fino al' }));
    expect(await screen.findByRole('button', { name: /Mese successivo/ })).toBeTruthy();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('button', { name: /Mese successivo/ })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Carica documenti' })).toBeTruthy();
  });

  it('closes at once on Esc while nothing was typed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInDom(<UploadLikeDialog onClose={onClose} />);

    await user.click(screen.getByRole('textbox', { name: 'Descrizione' }));
    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });

  it('asks before Esc loses what was typed; «Continua a modificare» keeps it, «Chiudi senza salvare» closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInDom(<UploadLikeDialog onClose={onClose} />);

    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), 'DUVRI aggiornato');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Chiudere senza salvare?' })).toBeTruthy();
    expect(screen.getByText('Quello che hai inserito andrà perso.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continua a modificare' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Descrizione' }).value).toBe(
      'DUVRI aggiornato',
    );

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await user.click(await screen.findByRole('button', { name: 'Chiudi senza salvare' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('answers the question with Esc: the question closes, the dialog stays', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInDom(<UploadLikeDialog onClose={onClose} />);

    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), 'DUVRI');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Chiudere senza salvare?' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Carica documenti' })).toBeTruthy();
  });

  it('asks before a click beside it loses a date chosen', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInDom(<UploadLikeDialog onClose={onClose} />);

    await user.type(screen.getByRole('textbox', { name: 'Valido fino al' }), '31/12/2027');
    await user.keyboard('{Escape}');
    await user.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!);

    expect(await screen.findByRole('dialog', { name: 'Chiudere senza salvare?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hears a form drawn by a component of its own', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInDom(
      <FormDialog opened onClose={onClose} title="Riapri la segnalazione">
        <NestedForm />
      </FormDialog>,
    );

    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Ancora sporco');
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('dialog', { name: 'Chiudere senza salvare?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
