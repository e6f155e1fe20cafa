import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness (commit–reveal), pure functions shared by the engine, the verify
 * route and the tests. See docs/adr/0010-games-engine.md.
 *
 *   block(cursor) = HMAC_SHA256(key = serverSeed (its 64 hex characters as ASCII),
 *                               msg = `${clientSeed}:${nonce}:${cursor}`)        cursor = 0, 1, 2, …
 *
 * The 32-byte blocks are read as big-endian uint32 words in order (8 per block). A draw in
 * [0, n) takes words until one is below 2^32 − (2^32 mod n) and returns it mod n: rejection
 * sampling, so every value has exactly the same probability (no modulo bias).
 */

const TWO_32 = 0x1_0000_0000;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function roundBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
}

/** The random stream of one bet: (serverSeed, clientSeed, nonce). */
export class FairRng {
  private cursor = 0;
  private block: Buffer;
  private offset = 0;

  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {
    this.block = roundBlock(serverSeed, clientSeed, nonce, 0);
  }

  /** The next 4 bytes as an unsigned 32-bit integer (big-endian). */
  uint32(): number {
    if (this.offset >= 32) {
      this.cursor += 1;
      this.block = roundBlock(this.serverSeed, this.clientSeed, this.nonce, this.cursor);
      this.offset = 0;
    }
    const v = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return v;
  }

  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32, without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error(`FairRng.int: bad range ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** Index into `weights` (non-negative integers, positive sum) with probability weight / sum. */
  weighted(weights: readonly number[]): { index: number; draw: number; total: number } {
    const total = weights.reduce((a, b) => a + b, 0);
    const draw = this.int(total);
    let acc = 0;
    for (let i = 0; i < weights.length; i++) {
      acc += weights[i];
      if (draw < acc) return { index: i, draw, total };
    }
    throw new Error('unreachable');
  }
}

/** Seeds of one bet as shown to the player. */
export interface BetSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const SEED_HEX = /^[0-9a-f]{64}$/;
/** Client seeds the player may choose: 1–64 letters, digits, '_' or '-'. */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;
