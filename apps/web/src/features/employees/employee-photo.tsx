import { Avatar, type AvatarProps } from '@mantine/core';
import { employeePhotoContract } from '@portale/shared';
import { useApiImageUrl } from '../../lib/use-api-image.ts';
import { employeePhotoParams } from './api/employees-api.ts';

type EmployeePhotoProps = {
  person: { id: number; firstName: string; lastName: string; photoUrl: string | null };
  size?: AvatarProps['size'];
};

/**
 * A person's photo, as the badge the law requires shows it: read with the user's token; while it loads,
 * or when there is none, a neutral avatar with their initials, which says nothing the name beside it
 * does not (hidden from screen readers).
 */
export function EmployeePhoto({ person, size = 'md' }: EmployeePhotoProps) {
  const fullName = `${person.firstName} ${person.lastName}`;
  const url = useApiImageUrl(employeePhotoContract, person.photoUrl ? employeePhotoParams(person.id) : null);
  if (url) return <Avatar src={url} alt={`Foto di ${fullName}`} size={size} radius="md" />;
  return <Avatar name={fullName} color="blue" size={size} radius="md" aria-hidden />;
}
