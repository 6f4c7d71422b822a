import { describe, expect, it } from 'vitest';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  normalizeRecoveryCode,
  totpCodeAt,
  totpUri,
  verifyTotp,
} from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", as base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP verification (RFC 6238)', () => {
  it('matches the test vectors of RFC 6238 (last 6 digits, SHA-1)', () => {
    expect(totpCodeAt(rfcSecret, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCodeAt(rfcSecret, new Date(1_234_567_890_000))).toBe('005924');
    expect(totpCodeAt(rfcSecret, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('accepts the current code and returns its time step', () => {
    const at = new Date(1_234_567_890_000);
    expect(verifyTotp(rfcSecret, '005924', at)).toBe(Math.floor(1_234_567_890 / 30));
    expect(verifyTotp(rfcSecret, '005 924', at)).toBe(Math.floor(1_234_567_890 / 30));
  });

  it('accepts the code of one step before or after, for clocks that drift, and no further', () => {
    const at = new Date(1_234_567_890_000);
    const step = Math.floor(1_234_567_890 / 30);
    const previous = totpCodeAt(rfcSecret, new Date(at.getTime() - 30_000));
    const next = totpCodeAt(rfcSecret, new Date(at.getTime() + 30_000));
    const old = totpCodeAt(rfcSecret, new Date(at.getTime() - 90_000));
    expect(verifyTotp(rfcSecret, previous, at)).toBe(step - 1);
    expect(verifyTotp(rfcSecret, next, at)).toBe(step + 1);
    expect(verifyTotp(rfcSecret, old, at)).toBeNull();
  });

  it('refuses wrong, malformed and other-secret codes', () => {
    const at = new Date(1_234_567_890_000);
    expect(verifyTotp(rfcSecret, '005925', at)).toBeNull();
    expect(verifyTotp(rfcSecret, '00592', at)).toBeNull();
    expect(verifyTotp(rfcSecret, 'abcdef', at)).toBeNull();
    expect(verifyTotp(generateTotpSecret(), '005924', at)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI naming the portal and the user', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'cliente.demo');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Portale%20Clienti:cliente.demo\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Portale%20Clienti');
  });
});

describe('recovery codes', () => {
  it('gives ten different grouped codes that normalise to 16 characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      expect(normalizeRecoveryCode(code.toUpperCase().replaceAll('-', ' '))).toHaveLength(16);
    }
  });
});
