import { Avatar, type AvatarProps } from '@mantine/core';
import type { RouteContract } from '@portale/shared';
import { useApiImageUrl } from './use-api-image.ts';

type PersonPhotoProps = {
  /** The photo's route, and its parameters when the person has one (null: none). */
  contract: RouteContract;
  params: Record<string, string> | null;
  fullName: string;
  size?: AvatarProps['size'];
  radius: AvatarProps['radius'];
};

/**
 * A person's photo, read with the user's token; while it loads, or when there is none, a neutral avatar
 * with their initials, which says nothing the name beside it does not (hidden from screen readers).
 */
export function PersonPhoto({ contract, params, fullName, size = 'md', radius }: PersonPhotoProps) {
  const url = useApiImageUrl(contract, params);
  if (url) return <Avatar src={url} alt={`Foto di ${fullName}`} size={size} radius={radius} />;
  return <Avatar name={fullName} color="blue" size={size} radius={radius} aria-hidden />;
}
