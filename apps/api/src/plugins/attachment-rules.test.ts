import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { acceptedExtensions, checkAttachment } from './attachment-rules.ts';

const file = (filename: string, bytes: Buffer | string) => ({
  filename,
  extension: filename.split('.').pop() ?? '',
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
});
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const accepted = acceptedExtensions(['pdf', 'png', 'jpg', 'heic', 'docx', 'txt', 'svg', 'html', 'mp4']);

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

describe('attachment rules', () => {
  it('accepts only configured extensions it can recognise, and never markup', () => {
    expect(accepted).toEqual(['pdf', 'png', 'jpg', 'heic', 'docx', 'txt']);
  });

  it('gives the content type read from the bytes', () => {
    expect(checkAttachment(file('foto.png', png), accepted)).toBe('image/png');
    expect(checkAttachment(file('verbale.pdf', '%PDF-1.7\n…'), accepted)).toBe('application/pdf');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(8)]);
    expect(checkAttachment(file('IMG_0001.heic', heic), accepted)).toBe('image/heic');
    expect(checkAttachment(file('note.txt', 'Perdita d’acqua nel bagno'), accepted)).toMatch(/^text\/plain/);
  });

  it('refuses extensions outside the list with 409 Extension not allowed', () => {
    expect(codeOf(() => checkAttachment(file('logo.svg', '<svg/>'), accepted))).toBe(
      'ATTACHMENT_EXTENSION_NOT_ALLOWED',
    );
    expect(codeOf(() => checkAttachment(file('pagina.html', '<html>'), accepted))).toBe(
      'ATTACHMENT_EXTENSION_NOT_ALLOWED',
    );
    expect(codeOf(() => checkAttachment(file('programma.exe', 'MZ'), accepted))).toBe(
      'ATTACHMENT_EXTENSION_NOT_ALLOWED',
    );
  });

  it('refuses content that does not match the extension', () => {
    expect(codeOf(() => checkAttachment(file('foto.png', '%PDF-1.7'), accepted))).toBe(
      'ATTACHMENT_CONTENT_MISMATCH',
    );
    expect(codeOf(() => checkAttachment(file('finto.pdf', png), accepted))).toBe(
      'ATTACHMENT_CONTENT_MISMATCH',
    );
    expect(codeOf(() => checkAttachment(file('pagina.txt', '  <html><script>'), accepted))).toBe(
      'ATTACHMENT_CONTENT_MISMATCH',
    );
    expect(codeOf(() => checkAttachment(file('binario.txt', Buffer.from([0x41, 0, 0x42])), accepted))).toBe(
      'ATTACHMENT_CONTENT_MISMATCH',
    );
    expect(codeOf(() => checkAttachment(file('vuoto.png', Buffer.alloc(0)), accepted))).toBe(
      'ATTACHMENT_CONTENT_MISMATCH',
    );
  });
});
