import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP parameters (19 MiB, 2 iterations, 1 lane). The algorithm and parameters are
// stored in the hash string, so stronger settings later still verify older hashes.
const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
