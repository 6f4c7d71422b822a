// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog.tsx';
import { renderInDom } from './testing/render-in-dom.tsx';

/** A page with a button that opens the dialog, as the ticket and the variation request have. */
function Page({ onConfirm }: { onConfirm: (reason: string) => Promise<unknown> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Riapri
      </button>
      <ReasonDialog
        opened={opened}
        title="Riapri la segnalazione"
        reason={{ label: 'Motivo', description: 'Che cosa non è stato risolto?', required: true }}
        confirmLabel="Conferma"
        onConfirm={onConfirm}
        errorMessage={() => 'Segnalazione non riaperta'}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

const reasonField = () => screen.getByRole('textbox', { name: /Motivo/ });
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Conferma' }));

describe('ReasonDialog', () => {
  it('asks for a required reason, then sends it trimmed and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderInDom(<Page onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Riapri' }));
    await confirm();
    expect(screen.getByText('Campo richiesto')).toBeTruthy();
    expect(document.activeElement).toBe(reasonField());
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(reasonField(), '  Il bagno è ancora sporco  ');
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith('Il bagno è ancora sporco');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why when the action fails, and keeps what was written', async () => {
    renderInDom(<Page onConfirm={() => Promise.reject(new Error('409'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Riapri' }));
    await userEvent.type(reasonField(), 'Ancora sporco');
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('Segnalazione non riaperta');
    expect(reasonField()).toHaveProperty('value', 'Ancora sporco');
  });

  it('forgets the reason once closed', async () => {
    renderInDom(<Page onConfirm={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Riapri' }));
    await userEvent.type(reasonField(), 'Ci ho ripensato');
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Riapri' }));
    expect(reasonField()).toHaveProperty('value', '');
  });
});
