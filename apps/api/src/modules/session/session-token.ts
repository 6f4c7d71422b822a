import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 256 random bits, URL-safe. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256 digest, so a leaked table grants no session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
