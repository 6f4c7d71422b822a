import type { AvatarProps } from '@mantine/core';
import { employeePhotoContract } from '@portale/shared';
import { PersonPhoto } from '../../lib/person-photo.tsx';
import { employeePhotoParams } from './api/employees-api.ts';

type EmployeePhotoProps = {
  person: { id: number; firstName: string; lastName: string; photoUrl: string | null };
  size?: AvatarProps['size'];
};

/** A person's photo, as the badge the law requires shows it, or their initials. */
export function EmployeePhoto({ person, size }: EmployeePhotoProps) {
  return (
    <PersonPhoto
      contract={employeePhotoContract}
      params={person.photoUrl ? employeePhotoParams(person.id) : null}
      fullName={`${person.firstName} ${person.lastName}`}
      size={size}
      radius="md"
    />
  );
}
