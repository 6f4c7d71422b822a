import { describe, expect, it } from 'vitest';
import { imageUploadProblem } from './image-upload-check.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('imageUploadProblem', () => {
  it('takes a JPEG, PNG or WebP within the limit, and says why it refuses another', () => {
    expect(imageUploadProblem(file('foto.png', 'image/png', 10), 100)).toBeNull();
    expect(imageUploadProblem(file('nota.pdf', 'application/pdf', 10), 100)).toBe(
      '«nota.pdf» non è un’immagine JPEG, PNG o WebP.',
    );
    expect(imageUploadProblem(file('foto.jpg', 'image/jpeg', 1_572_864), 1_048_576)).toBe(
      'L’immagine pesa 1,5 MB: il limite è 1 MB.',
    );
    expect(imageUploadProblem(file('foto.jpg', 'image/jpeg', 1_572_864), undefined)).toBeNull();
  });
});
