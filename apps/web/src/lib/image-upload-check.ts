import { formatNumber } from './italian-numbers.ts';

/** The images a photo upload takes (the API checks them again by content). */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** A size in megabytes, as the upload limit is stated: «1,5 MB». */
export const megabytes = (bytes: number) =>
  `${formatNumber(bytes / 1_048_576, bytes % 1_048_576 === 0 ? 0 : 1)} MB`;

/**
 * Why a chosen photo cannot be sent, in Italian, or null when it may: not a JPEG, PNG or WebP, or over the
 * upload limit (unknown until the rules are read). The site's photo and a person's photo check alike.
 */
export function imageUploadProblem(file: File, maxBytes: number | undefined): string | null {
  if (!acceptedImageTypes.includes(file.type)) return `«${file.name}» non è un’immagine JPEG, PNG o WebP.`;
  if (maxBytes !== undefined && file.size > maxBytes)
    return `L’immagine pesa ${megabytes(file.size)}: il limite è ${megabytes(maxBytes)}.`;
  return null;
}
