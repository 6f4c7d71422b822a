import { Avatar, type AvatarProps } from '@mantine/core';
import type { RouteContract } from '@portale/shared';
import { useApiImageUrl } from './use-api-image.ts';
import { useSeenOnScreen } from './use-seen-on-screen.ts';

type PersonPhotoProps = {
  /** The photo's route, and its parameters when the person has one (null: none). */
  contract: RouteContract;
  params: Record<string, string> | null;
  fullName: string;
  size?: AvatarProps['size'];
  radius: AvatarProps['radius'];
};

/**
 * A person's photo, read with the user's token once it comes near the screen (a list of twenty people
 * on a phone shows two or three: the others' downloads wait for the scroll); while it loads, or when
 * there is none, a neutral avatar with their initials, which says nothing the name beside it does not
 * (hidden from screen readers).
 */
export function PersonPhoto({ contract, params, fullName, size = 'md', radius }: PersonPhotoProps) {
  const { ref, seen } = useSeenOnScreen();
  const url = useApiImageUrl(contract, seen ? params : null);
  if (url) return <Avatar src={url} alt={`Foto di ${fullName}`} size={size} radius={radius} />;
  return <Avatar ref={ref} name={fullName} color="blue" size={size} radius={radius} aria-hidden />;
}
