import { describe, expect, it } from 'vitest';
import { eggGame, eggRtp, prizeValue } from '../../server/src/games/egg-game';
import { FairRng, roundBlock, sha256Hex } from '../../server/src/games/fair';
import { GUESS_CHOICES, guessGame, guessRtp, guessWins, rollDice, type GuessChoice } from '../../server/src/games/guess-game';
import { DEFAULT_EGG_PRIZES } from '../../server/src/games/settings';

/**
 * The fairness function (server/src/games/fair.ts) against fixed vectors computed by an
 * independent implementation (Python's hmac/hashlib and `openssl dgst -hmac`, see
 * docs/adr/0010-games-engine.md), and the outcome distributions over many simulated rounds.
 */
const SEED_A = 'a'.repeat(64);
const SEED_B = '0123456789abcdef'.repeat(4);
const PAYOUTS = [1, 1, 1, 1, 30, 180];

describe('fixed vectors', () => {
  it('SHA-256 commitment of the server seed', () => {
    expect(sha256Hex(SEED_A)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
    expect(sha256Hex(SEED_B)).toBe('a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e');
  });

  it('HMAC_SHA256(serverSeed, clientSeed:nonce:cursor) blocks, read as big-endian words across cursors', () => {
    expect(roundBlock(SEED_A, 'clientseed', 0, 0).toString('hex')).toBe('93cb68e2dfabc6d9b65bdc441609445818509afee65ff2288dacc9ecc50e9642');
    const rng = new FairRng(SEED_A, 'clientseed', 0);
    expect(rng.uint32()).toBe(0x93cb68e2);
    for (let i = 1; i < 8; i++) rng.uint32();
    // the 9th word is the first of block cursor = 1
    expect(rng.uint32()).toBe(3338216091);
  });

  it.each([
    [SEED_A, 'clientseed', 0, [3, 6, 1], 410],
    [SEED_A, 'clientseed', 1, [5, 1, 1], 252],
    [SEED_A, 'player-7', 42, [1, 1, 6], 666],
    [SEED_B, 'clientseed', 0, [5, 2, 1], 320],
    [SEED_B, 'clientseed', 1, [2, 1, 5], 61],
    [SEED_B, 'player-7', 42, [5, 1, 4], 570],
  ] as const)('%s / %s / nonce %i → dice %j, egg draw %i', (seed, client, nonce, dice, draw) => {
    expect(rollDice(new FairRng(seed, client, nonce))).toEqual(dice);
    const r = eggGame.play(new FairRng(seed, client, nonce), 0, 10, { prizes: DEFAULT_EGG_PRIZES });
    expect(r.outcome.draw).toBe(draw);
    expect(r.outcome.total).toBe(1000);
  });

  it('rejection sampling: a word at or above 2^32 − (2^32 mod n) is skipped, not folded', () => {
    // n = 3·2^30: limit = 2^32 − 2^30; nonce 3's first word is above it (independent check: Python)
    const n = 3 * 2 ** 30;
    const probe = new FairRng(SEED_A, 'reject', 3);
    expect(probe.uint32()).toBeGreaterThanOrEqual(2 ** 32 - (2 ** 32 % n));
    expect(new FairRng(SEED_A, 'reject', 3).int(n)).toBe(112768985);
  });

  it('the guess game module replays the same outcome from the same seeds', () => {
    const a = guessGame.play(new FairRng(SEED_A, 'clientseed', 1), 'odd', 10, { payouts: PAYOUTS });
    expect(a.outcome).toMatchObject({ dice: [5, 1, 1], sum: 7, triple: false, win: true });
    expect(a.payout).toBe(20);
    const b = guessGame.play(new FairRng(SEED_A, 'clientseed', 1), 'big', 10, { payouts: PAYOUTS });
    expect(b.payout).toBe(0);
  });
});

/** χ² statistic of observed counts against expected counts. */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((a, o, i) => a + (o - expected[i]) ** 2 / expected[i], 0);
}

// Critical values of χ² at p = 0.001 (a fair generator fails one run in a thousand; the seeds
// are fixed, so the run is repeatable).
const CHI2_001: Record<number, number> = { 5: 20.515, 6: 22.458, 15: 37.697 };

describe('distributions over simulated rounds', () => {
  it('guess: 1,000,000 rounds — faces and sums are uniform / as exact, return to player within ±0.5 pp', () => {
    const ROUNDS = 1_000_000;
    const faces = [0, 0, 0, 0, 0, 0];
    const sums = new Array<number>(19).fill(0);
    const ret: Record<'big' | 'small' | 'odd' | 'even', number> = { big: 0, small: 0, odd: 0, even: 0 };
    let triples = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const dice = rollDice(new FairRng(SEED_B, 'chi-square', nonce));
      for (const d of dice) faces[d - 1]++;
      sums[dice[0] + dice[1] + dice[2]]++;
      if (dice[0] === dice[1] && dice[1] === dice[2]) triples++;
      for (const c of ['big', 'small', 'odd', 'even'] as const) if (guessWins(c, dice)) ret[c] += 2;
    }
    expect(chiSquare(faces, new Array(6).fill((ROUNDS * 3) / 6))).toBeLessThan(CHI2_001[5]);
    // exact sum distribution of three dice
    const exact = new Array<number>(19).fill(0);
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) exact[a + b + c]++;
    const obs = sums.slice(3);
    const exp = exact.slice(3).map((n) => (n / 216) * ROUNDS);
    expect(chiSquare(obs, exp)).toBeLessThan(CHI2_001[15]);
    expect(Math.abs(triples / ROUNDS - 6 / 216)).toBeLessThan(0.001);
    for (const c of ['big', 'small', 'odd', 'even'] as const) {
      const configured = guessRtp(c, PAYOUTS);
      expect(configured).toBeCloseTo((105 / 216) * 2 * 100, 6); // 97.22 %
      expect(Math.abs((ret[c] / ROUNDS) * 100 - configured)).toBeLessThan(0.5);
    }
  });

  it('guess: every bet kind pays exactly its stated return over all 216 outcomes', () => {
    const rtp = (c: GuessChoice) => guessRtp(c, PAYOUTS);
    expect(rtp('any_triple')).toBeCloseTo((6 / 216) * 31 * 100, 6);
    for (let n = 1; n <= 6; n++) expect(rtp(`triple_${n}` as GuessChoice)).toBeCloseTo((1 / 216) * 181 * 100, 6);
    expect(GUESS_CHOICES).toHaveLength(11);
  });

  it('egg: 2,000,000 smashes — prizes follow the weights, return to player within ±0.5 pp', () => {
    const ROUNDS = 2_000_000;
    const counts = new Array<number>(DEFAULT_EGG_PRIZES.length).fill(0);
    let paid = 0;
    const vipDayValue = 10;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const { index } = new FairRng(SEED_A, 'egg-chi', nonce).weighted(DEFAULT_EGG_PRIZES.map((p) => p.weight));
      counts[index]++;
      paid += prizeValue(DEFAULT_EGG_PRIZES[index], vipDayValue);
    }
    const total = DEFAULT_EGG_PRIZES.reduce((a, p) => a + p.weight, 0);
    expect(chiSquare(counts, DEFAULT_EGG_PRIZES.map((p) => (p.weight / total) * ROUNDS))).toBeLessThan(CHI2_001[6]);
    const configured = eggRtp(DEFAULT_EGG_PRIZES, 10, vipDayValue);
    expect(configured).toBeCloseTo(96, 6);
    expect(Math.abs((paid / (ROUNDS * 10)) * 100 - configured)).toBeLessThan(0.5);
  }, 120_000);
});
