import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as authenticator apps show a secret (spaces, dashes and padding ignored). */
export function decodeBase32(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=-]/g, '').toUpperCase()) {
    const value = base32Alphabet.indexOf(char);
    if (value === -1) throw new Error(`not a base32 character: ${char}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/**
 * The code an authenticator app shows (RFC 6238: HMAC-SHA-1 of the 30-second step count, dynamic
 * truncation of RFC 4226, 6 digits). `stepOffset` asks for a code of a later step, which the server
 * accepts within its one-step window.
 */
export function totpCode(secret: string, { at = Date.now(), stepOffset = 0 } = {}): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepOffset));
  const digest = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
