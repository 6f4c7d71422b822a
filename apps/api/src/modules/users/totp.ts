import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP of RFC 6238 as every authenticator app expects it: HMAC-SHA-1, 6 digits, 30-second steps, a
 * 160-bit secret. A code is accepted one step either side of now, for clocks that drift.
 */
const period = 30;
const digits = 6;
const window = 1;
export const totpIssuer = 'Portale Clienti';

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: totpIssuer,
    label,
    algorithm: 'SHA1',
    digits,
    period,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret, base32 (as apps show and accept it). */
export const generateTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries. */
export const totpUri = (secret: string, username: string): string => totpFor(secret, username).toString();

/** The code an app shows at a moment (tests and support). */
export const totpCodeAt = (secret: string, at: Date): string =>
  totpFor(secret).generate({ timestamp: at.getTime() });

/**
 * Checks a code against a secret at a moment: the time step it matched, or null. The caller refuses a
 * step not later than the last one used (no replay).
 */
export function verifyTotp(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token, timestamp: at.getTime(), window });
  if (delta === null) return null;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten recovery codes of 16 characters from a 31-letter alphabet (about 79 bits each), shown grouped as
 * xxxx-xxxx-xxxx-xxxx; each works once instead of an app code.
 */
export function generateRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** The form a recovery code is hashed in: lower case, no spaces or dashes. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
