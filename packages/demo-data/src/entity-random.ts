import { createHash } from 'node:crypto';
import { createRandom, type Random } from './random.ts';

/**
 * A generator of its own for one entity (a site, a customer), seeded from its key: what is generated
 * for it does not depend on how many entities come before or after, so the fixed customers get the same
 * fees, services, contacts and documents at every scale.
 */
export function randomFor(purpose: string, key: string): Random {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5;
  for (const char of `${purpose}:${key}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return createRandom(hash);
}

/** A version 4 UUID that is always the same for the same parts, and in practice unique. */
export function stableUuid(...parts: readonly (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
