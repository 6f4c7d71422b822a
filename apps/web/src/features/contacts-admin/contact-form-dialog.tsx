import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { contactFieldsSchema, type Contact, type ContactFieldsInput } from '@portale/shared';
import { ContactPhoto } from '../../lib/contact-photo.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { PhotoUpload } from '../../lib/photo-upload.tsx';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useContactsAdminActions, useSaveContactPhoto } from './api/contacts-admin-api.ts';
import { contactErrors } from './contacts-admin-words.ts';

const emptyPerson: ContactFieldsInput = {
  name: '',
  surname: '',
  title: '',
  email: '',
  phone: '',
  workPlace: '',
  employeeId: '',
};

const fieldNames = ['name', 'surname', 'title', 'email', 'phone', 'workPlace', 'employeeId'] as const;

/** The person's photo, the one customers see beside their name: saved as soon as it is chosen. */
function ContactPhotoField({ contact }: { contact: Contact }) {
  const savePhoto = useSaveContactPhoto(contact.contactId);
  // The dialog keeps the person it opened with: the new photo is the upload's answer.
  const shown = { ...contact, employeeImage: savePhoto.data?.employeeImage ?? contact.employeeImage };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Foto
      </Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ContactPhoto contact={shown} size="lg" />
        <PhotoUpload
          save={savePhoto}
          hasPhoto={shown.employeeImage !== null}
          savedMessage={`La nuova foto di ${contact.name} ${contact.surname} è quella che vedono i clienti.`}
        />
      </Group>
    </Stack>
  );
}

/** «Nuovo contatto» and «Modifica contatto»: one of the provider's people. */
export function ContactFormDialog({
  opened,
  contact,
  onClose,
}: {
  opened: boolean;
  /** The person edited; none for a new one. */
  contact: Contact | null;
  onClose: () => void;
}) {
  const { saveContact } = useContactsAdminActions();
  const {
    formRef,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useCheckedForm(contactFieldsSchema, {
    values: contact
      ? {
          name: contact.name,
          surname: contact.surname,
          title: contact.title ?? '',
          email: contact.email ?? '',
          phone: contact.phone ?? '',
          workPlace: contact.workPlace ?? '',
          employeeId: contact.employeeId ?? '',
        }
      : emptyPerson,
  });
  const close = () => {
    saveContact.reset();
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    try {
      await saveContact.mutateAsync({ ...(contact && { contactId: contact.contactId }), body });
      close();
    } catch (error) {
      const { placed } = serverFieldErrors(error, (path) => {
        const name = path.replace(/^body\./, '');
        return (fieldNames as readonly string[]).includes(name) ? name : null;
      });
      for (const field of placed)
        setError(field.name as (typeof fieldNames)[number], { message: field.message });
    }
  });
  const failure = saveContact.isError && !Object.keys(errors).length;
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      dirty={isDirty}
      title={contact ? 'Modifica contatto' : 'Nuovo contatto'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nome"
              required
              maxLength={80}
              error={errors.name?.message}
              {...register('name')}
              data-autofocus
            />
            <TextInput
              label="Cognome"
              required
              maxLength={80}
              error={errors.surname?.message}
              {...register('surname')}
            />
            <TextInput
              label="Titolo"
              description="Ing., Geom., Dott.ssa…"
              maxLength={40}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextInput
              label="Sede di lavoro"
              maxLength={120}
              error={errors.workPlace?.message}
              {...register('workPlace')}
            />
            <TextInput
              label="Email"
              type="email"
              maxLength={200}
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label="Telefono"
              type="tel"
              maxLength={40}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextInput
              label="Matricola"
              description="Il codice della persona nel sistema del personale, usato dalla sincronizzazione"
              maxLength={24}
              error={errors.employeeId?.message}
              {...register('employeeId')}
            />
          </SimpleGrid>
          {contact && <ContactPhotoField contact={contact} />}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {operationErrorMessage(saveContact.error, contactErrors)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" loading={saveContact.isPending}>
              {contact ? 'Salva' : 'Crea il contatto'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
