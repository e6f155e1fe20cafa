import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot inline). */
const ARGON2ID = 2;

/**
 * argon2id with the OWASP Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1).
 * Chosen over bcrypt/scrypt: memory-hard, the OWASP first choice, prebuilt binary on npm.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
