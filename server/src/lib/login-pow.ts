import { createHash } from 'node:crypto';

/**
 * Proof of work for a login from a new device while its account is under a password-guessing
 * attack (issue 27 item 5, ADR 0008 round 3). Hashcash-style with SHA-256 (node:crypto here,
 * Web Crypto in the browser: src/lib/loginPow.ts): find a decimal `nonce` such that
 * sha256(`${challenge}:${nonce}`) starts with LOGIN_POW_BITS zero bits (~2^18 hashes, a second or
 * two in a browser). The challenge is `${salt}.${expiresAt}`; the server remembers each salt it
 * issued (login_attempts key `pow:<salt>`) and takes it back on use, so one solution buys one try.
 */
export const LOGIN_POW_BITS = 18;
export const LOGIN_POW_TTL_MS = 5 * 60_000;

export function leadingZeroBits(hex: string): number {
  let bits = 0;
  for (const ch of hex) {
    const v = parseInt(ch, 16);
    if (v === 0) {
      bits += 4;
      continue;
    }
    return bits + Math.clz32(v) - 28;
  }
  return bits;
}

/** True when the nonce solves the challenge at `bits` difficulty. */
export function powSolves(challenge: string, nonce: string, bits = LOGIN_POW_BITS): boolean {
  if (!/^\d{1,12}$/.test(nonce)) return false;
  return leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest('hex')) >= bits;
}

/** Parses `${salt}.${expiresAt}`; undefined when malformed. */
export function parseChallenge(challenge: string): { salt: string; expiresAt: number } | undefined {
  const m = /^([0-9a-f]{32})\.(\d{1,15})$/.exec(challenge);
  return m ? { salt: m[1], expiresAt: Number(m[2]) } : undefined;
}
