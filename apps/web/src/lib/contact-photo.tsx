import type { AvatarProps } from '@mantine/core';
import { contactPhotoContract, type Contact } from '@portale/shared';
import { PersonPhoto } from './person-photo.tsx';

/** The parameters of a person's photo, the key its image is kept under once read. */
export const contactPhotoParams = (contactId: number) => ({ contactId: String(contactId) });

/** One of the provider's people's photo, or their initials. */
export function ContactPhoto({
  contact,
  size,
}: {
  contact: Pick<Contact, 'contactId' | 'name' | 'surname' | 'employeeImage'>;
  size?: AvatarProps['size'];
}) {
  return (
    <PersonPhoto
      contract={contactPhotoContract}
      params={contact.employeeImage ? contactPhotoParams(contact.contactId) : null}
      fullName={`${contact.name} ${contact.surname}`}
      size={size}
      radius="xl"
    />
  );
}
