import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for the secret the page displays (RFC 6238 as the API's
 * modules/users/totp.ts sets it: SHA-1, 6 digits, 30-second steps). `stepOffset` asks for a code of a
 * later step, which the server accepts within its one-step window.
 */
export function totpCode(secret: string, { at = Date.now(), stepOffset = 0 } = {}): string {
  const period = 30;
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period,
    // Apps show the secret in groups: spaces and dashes are not part of it.
    secret: Secret.fromBase32(secret.replace(/[\s-]/g, '')),
  });
  return totp.generate({ timestamp: at + stepOffset * period * 1000 });
}
