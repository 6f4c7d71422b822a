import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token or one-time code: 256 random bits, URL-safe (43 characters). */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** The shape of generateToken's output; anything else is rejected without a database lookup. */
export const isTokenShaped = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Tokens and codes are stored only as their SHA-256 digest, so a leaked table grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
