import { describe, expect, it } from 'vitest';
import { extensionOf, formatBytes } from './format-bytes.ts';

describe('file sizes and extensions', () => {
  it('writes sizes with the Italian decimal comma', () => {
    expect(formatBytes(820)).toBe('820 byte');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    // Rounded to one decimal, none shown when it rounds to a whole number; thousands grouped.
    expect(formatBytes(2.96 * 1024 * 1024)).toBe('3 MB');
    expect(formatBytes(1_023.44 * 1024)).toBe('1.023,4 KB');
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('IMG_0001.HEIC')).toBe('heic');
    expect(extensionOf('senza-estensione')).toBe('');
  });
});
