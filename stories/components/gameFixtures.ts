import type { BetView, GameCard, SeedState } from '../../src/api/games';

export const guessCard: GameCard = {
  key: 'guess', name: '猜大小', path: '/main/game/guess', status: 'open', summary: '三颗骰子，押大、小、单、双或围骰，开出即赔。',
  limits: '每注 1–10000 金币', rtp: 97.22, today_count: 128, price: null, stake_min: 1, stake_max: 10000, daily_limit: null,
  rules: [
    { label: '大（点数和 11–17，围骰通杀）', pays: '1 赔 1', rtp: 97.22 },
    { label: '小（点数和 4–10，围骰通杀）', pays: '1 赔 1', rtp: 97.22 },
    { label: '单（点数和为奇数，围骰通杀）', pays: '1 赔 1', rtp: 97.22 },
    { label: '双（点数和为偶数，围骰通杀）', pays: '1 赔 1', rtp: 97.22 },
    { label: '全围（三颗相同）', pays: '1 赔 30', rtp: 86.11 },
    { label: '围骰（指定三颗相同，如 1-1-1）', pays: '1 赔 180', rtp: 83.8 },
  ],
};

export const eggCard: GameCard = {
  key: 'egg', name: '砸金蛋', path: '/main/game/egg', status: 'open', summary: '每次固定价格，砸开金蛋赢金币或 VIP 天数。',
  limits: '每次 10 金币，每天最多 50 次', rtp: 96, today_count: 57, price: 10, stake_min: 10, stake_max: 10, daily_limit: 50,
  rules: [
    { label: '谢谢参与', pays: '48.5%', rtp: 0 },
    { label: '5 金币', pays: '20%', rtp: 10 },
    { label: '10 金币', pays: '15%', rtp: 15 },
    { label: '20 金币', pays: '10%', rtp: 20 },
    { label: '50 金币', pays: '4%', rtp: 20 },
    { label: '200 金币（每日限 100 个）', pays: '1.5%', rtp: 30 },
    { label: '1 天 VIP', pays: '1%', rtp: 1 },
  ],
};

export const soonCards: GameCard[] = [
  { ...guessCard, key: 'stone', name: '石头剪刀布', path: '/main/game/stone', status: 'soon', summary: '与其他玩家对战，押金托管，出拳后揭晓。', limits: '即将开放', rtp: null, rules: [], today_count: 0 },
  { ...guessCard, key: 'brag', name: '吹牛', path: '/main/game/brag', status: 'soon', summary: '发起一句话的赌约，看谁信谁不信。', limits: '即将开放', rtp: null, rules: [], today_count: 0 },
];

const hash = '112324aa6e505737fac25e7f180a70edf8f2b0a6ac433b86a7ab8eceaf918839';
const seed = '9d85074b39d12f8be435e16154ebd5e195aa777b4ce07a1625cced2da5d1ba19';

export const guessBetWon: BetView = {
  id: 42, game: 'guess', stake: 10, choice: 'big', outcome: { dice: [4, 5, 6], sum: 15, triple: false, win: true, multiple: 1 }, payout: 20,
  server_seed_hash: hash, client_seed: 'a2028cd5d8c0a919', nonce: 7, server_seed: null, create_time: '2026-11-22T02:00:00.000Z',
};
export const guessBetLost: BetView = { ...guessBetWon, id: 41, choice: 'small', payout: 0, nonce: 6, outcome: { dice: [2, 2, 2], sum: 6, triple: true, win: false, multiple: 1 } };
export const eggBetWon: BetView = {
  ...guessBetWon, id: 43, game: 'egg', choice: 'egg_4', stake: 10, payout: 50, nonce: 8,
  outcome: { egg: 4, prize_id: 'c50', name: '50 金币', kind: 'coin', amount: 50, draw: 950, total: 1000, win: true, out_of_stock: false },
};
export const eggBetLost: BetView = { ...eggBetWon, id: 44, payout: 0, nonce: 9, outcome: { egg: 2, prize_id: 'none', name: '谢谢参与', kind: 'none', amount: 0, draw: 120, total: 1000, win: false, out_of_stock: false } };
export const revealedBets: BetView[] = [eggBetLost, eggBetWon, guessBetWon, guessBetLost].map((b) => ({ ...b, server_seed: seed }));

export const seedState: SeedState = {
  current: { server_seed_hash: '63a7a9943e2937a4a26b8453f2467c79961afed8028167ec58eb2b3c96a46d25', client_seed: 'my-lucky-seed', nonce: 3 },
  revealed: [{ server_seed_hash: hash, client_seed: 'a2028cd5d8c0a919', nonce: 10, server_seed: seed, revealed_at: '2026-11-22T03:00:00.000Z' }],
};
export const revealedSeed = { server_seed_hash: hash, client_seed: 'a2028cd5d8c0a919', nonce: 10, server_seed: seed };

/** GET /v1/game: the hall's four cards (the two PvP games open) and the daily limits. */
export const gameCatalog = {
  list: [guessCard, eggCard, ...soonCards.map((c) => ({ ...c, status: 'open' as const, limits: '每局 10–1000 金币', today_count: 12 }))],
  daily_bet_limit: 200,
  daily_loss_limit: 5000,
};

/** GET /v1/game/board: today's big wins and the leaderboard. */
export const gameBoard = {
  winners: [
    { id: 9, game: 'guess', username: '网盘猎人', stake: 100, payout: 3100, create_time: '2026-11-22T02:00:00.000Z' },
    { id: 7, game: 'egg', username: '夸克小能手', stake: 10, payout: 200, create_time: '2026-11-22T01:00:00.000Z' },
  ],
  leaders: [
    { user_id: 1, username: '网盘猎人', profit: 3000, bets: 12 },
    { user_id: 2, username: '夸克小能手', profit: 190, bets: 30 },
  ],
};
