import { Avatar, type AvatarProps } from '@mantine/core';
import { contactPhotoContract, type Contact } from '@portale/shared';
import { useApiImageUrl } from './use-api-image.ts';

/** The parameters of a person's photo, the key its image is kept under once read. */
export const contactPhotoParams = (contactId: number) => ({ contactId: String(contactId) });

/**
 * One of the provider's people's photo, read with the user's token; while it loads, or when there is
 * none, their initials, which say nothing the name beside them does not (hidden from screen readers).
 */
export function ContactPhoto({
  contact,
  size = 'md',
}: {
  contact: Pick<Contact, 'contactId' | 'name' | 'surname' | 'employeeImage'>;
  size?: AvatarProps['size'];
}) {
  const fullName = `${contact.name} ${contact.surname}`;
  const url = useApiImageUrl(
    contactPhotoContract,
    contact.employeeImage ? contactPhotoParams(contact.contactId) : null,
  );
  if (url) return <Avatar src={url} alt={`Foto di ${fullName}`} size={size} radius="xl" />;
  return <Avatar name={fullName} color="blue" size={size} radius="xl" aria-hidden />;
}
