import { Button, Group, Modal, Stack, Text, getDefaultZIndex, type ModalProps } from '@mantine/core';
import { createContext, use, useLayoutEffect, useState } from 'react';

type FormDialogProps = ModalProps & {
  /** Something was typed or chosen that closing would lose. */
  dirty?: boolean;
};

/** How a form drawn by a component of its own inside the dialog says it holds unsaved input. */
const UnsavedInputContext = createContext<((dirty: boolean) => void) | null>(null);

/**
 * The dialog of every form: Esc, a click beside it and its close button close it at once while nothing
 * was typed, and ask «Chiudere senza salvare?» once something was, so a key pressed by mistake (an Esc
 * meant for a calendar) never loses a file chosen and the words typed. The form's own «Annulla» closes
 * without asking: it is said on purpose.
 */
export function FormDialog({
  dirty = false,
  onClose,
  zIndex,
  closeOnEscape = true,
  ...props
}: FormDialogProps) {
  const [asking, setAsking] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  const unsaved = dirty || formDirty;
  const layer = Number(zIndex ?? getDefaultZIndex('modal'));

  return (
    <UnsavedInputContext value={setFormDirty}>
      <Modal
        {...props}
        zIndex={layer}
        onClose={() => (unsaved ? setAsking(true) : onClose())}
        // While the question is open, Esc answers it and leaves this dialog as it is.
        closeOnEscape={closeOnEscape && !asking}
      />
      <Modal
        opened={props.opened && asking}
        onClose={() => setAsking(false)}
        zIndex={layer + 1}
        title="Chiudere senza salvare?"
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        <Stack gap="md">
          <Text size="sm">Quello che hai inserito andrà perso.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              Continua a modificare
            </Button>
            <Button
              color="red"
              onClick={() => {
                setAsking(false);
                onClose();
              }}
            >
              Chiudi senza salvare
            </Button>
          </Group>
        </Stack>
      </Modal>
    </UnsavedInputContext>
  );
}

/**
 * For a form that a component of its own draws inside a FormDialog: tells the dialog whether it holds
 * something typed or chosen, so that closing it by mistake asks first.
 */
export function useUnsavedInput(dirty: boolean): void {
  const report = use(UnsavedInputContext);
  // Told during the commit that drew the typed value, not after it: a state set in a passive effect is
  // drawn in a later task, and an Esc pressed right after typing closed the dialog without asking.
  useLayoutEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [report, dirty]);
}
