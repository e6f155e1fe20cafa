import { createHash, randomBytes } from 'node:crypto';
import type { StoneMove } from '../../../../contract/pvp';

/**
 * The rules of the two player-versus-player games, free of SQL and HTTP (issue 12).
 * Commitment: SHA-256 over the UTF-8 text `${secret}:${salt}`, hex. The salt is 32 random bytes
 * (256 bits, 64 hex chars) from the operating system's CSPRNG, so the three stone moves (or two
 * brag answers) cannot be found by trying every choice against the published hash.
 */
export const SALT_BYTES = 32;

export function newSalt(): string {
  return randomBytes(SALT_BYTES).toString('hex');
}

export function preimage(secret: string, salt: string): string {
  return `${secret}:${salt}`;
}

export function commitment(secret: string, salt: string): string {
  return createHash('sha256').update(preimage(secret, salt), 'utf8').digest('hex');
}

export function verifyCommitment(secret: string, salt: string, hash: string): boolean {
  return commitment(secret, salt) === hash;
}

/** Each move and the move it beats. */
const BEATS: Record<StoneMove, StoneMove> = { rock: 'scissors', scissors: 'paper', paper: 'rock' };

export const STONE_MOVE_NAMES: Record<StoneMove, string> = { rock: '石头', scissors: '剪刀', paper: '布' };

/** Who wins a stone game: the creator's hidden move against the responder's. */
export function stoneOutcome(creator: StoneMove, responder: StoneMove): 'creator' | 'responder' | 'draw' {
  if (creator === responder) return 'draw';
  return BEATS[creator] === responder ? 'creator' : 'responder';
}

/** Brag: the responder wins by choosing the true answer. */
export function bragOutcome(truth: string, chosen: string): 'creator' | 'responder' {
  return truth === chosen ? 'responder' : 'creator';
}

export interface Payout {
  /** coins the site keeps (floor(pot × percent / 100)); 0 on a draw */
  fee: number;
  /** what the winner is credited (pot − fee); on a draw each side gets its stake back */
  winnerCredit: number;
  creatorDelta: number;
  responderDelta: number;
}

/** Money of a settled game with equal stakes: pot = 2 × stake; the fee comes out of the winner's pot. */
export function payout(stake: number, feePercent: number, result: 'creator' | 'responder' | 'draw'): Payout {
  if (result === 'draw') return { fee: 0, winnerCredit: 0, creatorDelta: 0, responderDelta: 0 };
  const pot = stake * 2;
  const fee = Math.floor((pot * feePercent) / 100);
  const net = pot - fee - stake;
  return {
    fee,
    winnerCredit: pot - fee,
    creatorDelta: result === 'creator' ? net : -stake,
    responderDelta: result === 'responder' ? net : -stake,
  };
}
