import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token or one-time code: 256 random bits, URL-safe (43 characters). */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** The shape of generateToken's output; anything else is rejected without a database lookup. */
export const isTokenShaped = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Tokens and codes are stored only as their SHA-256 digest, so a leaked table grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A key for a device or a system (a kiosk, a sync source): «<tag>_» and a token. Only its digest is
 * stored (a random key needs no slow hash: it is not a password to guess), and its first characters, to
 * tell keys apart on screen; a key lost is replaced, never shown again.
 */
export function issueKey(tag: string) {
  const key = `${tag}_${generateToken()}`;
  return { key, keyHash: hashToken(key), keyPrefix: key.slice(0, 10) };
}
