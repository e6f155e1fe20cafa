import type { BragRankRow, PvpGame, PvpLimits } from '../../src/api/pvp';

/** Fixtures of the 石头剪刀布 / 吹牛 stories (issue 12). Commitments are real: SHA-256(preimage) = commitment. */
const base: Omit<PvpGame, 'id' | 'game' | 'status' | 'stake' | 'commitment'> = {
  creator: { id: 1024, username: '网盘猎人' },
  responder: null,
  invitee: null,
  invite_state: 'none',
  claim: '',
  answers: [],
  response: null,
  result: null,
  fee: 0,
  creator_delta: null,
  responder_delta: null,
  reveal: null,
  create_time: '2026-11-22T02:00:00.000Z',
  expire_time: '2026-11-23T02:00:00.000Z',
  close_time: null,
};

export const stoneOpen: PvpGame = {
  ...base, id: 12, game: 'stone', status: 'open', stake: 100, creator: { id: 7, username: '资源搬运工' },
  commitment: 'ae846610e23382c9377cbf1e47f935a5b252731ec919fb425de2bb25535a5a53',
};

export const stoneMineOpen: PvpGame = { ...stoneOpen, id: 13, creator: { id: 1024, username: '网盘猎人' }, stake: 50 };

export const stoneSettled: PvpGame = {
  ...base, id: 11, game: 'stone', status: 'settled', stake: 100,
  commitment: '71384b31e71d6398a855d155e04b5a87103a414b0e11ac8d5e591ad323a75f0c',
  responder: { id: 8, username: '小明_2026' },
  response: 'scissors', result: 'creator', fee: 10, creator_delta: 90, responder_delta: -100,
  reveal: { secret: 'rock', salt: 'a7c9e1f3b5d70921c3e5f7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7f9e1c3a5b7d9', preimage: 'rock:a7c9e1f3b5d70921c3e5f7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7f9e1c3a5b7d9' },
  close_time: '2026-11-22T03:10:00.000Z',
};

export const stoneExpired: PvpGame = {
  ...stoneOpen, id: 9, status: 'expired', creator_delta: 0,
  reveal: { secret: 'paper', salt: '3f9a1c7e5b2d4086a1c3e5f7092b4d6f8a0c2e4f6081a3c5e7f9b1d3f5a7c9e1', preimage: 'paper:3f9a1c7e5b2d4086a1c3e5f7092b4d6f8a0c2e4f6081a3c5e7f9b1d3f5a7c9e1' },
  close_time: '2026-11-23T02:00:30.000Z',
};

export const bragOpen: PvpGame = {
  ...base, id: 21, game: 'brag', status: 'open', stake: 80, creator: { id: 7, username: '资源搬运工' },
  claim: '我今天中午吃了火锅', answers: ['信', '不信'],
  commitment: '4cd3a20660b49c78dd6d434f8c35e8c54867f6aa18692fff645b8fb1c6480860',
};

export const bragInvitedMe: PvpGame = { ...bragOpen, id: 22, claim: '我一口气看完了三季庆余年', invitee: { id: 1024, username: '网盘猎人' }, invite_state: 'pending' };

export const bragSettled: PvpGame = {
  ...base, id: 20, game: 'brag', status: 'settled', stake: 60, claim: '我收藏的网盘资源超过 10TB', answers: ['信', '不信'],
  commitment: '70e7b43796b94b7e28914032efd7b6aac5d914b6ccaf167faa00991aff66d6a8',
  responder: { id: 1024, username: '网盘猎人' }, response: '信', result: 'creator', fee: 6, creator_delta: 54, responder_delta: -60,
  reveal: { secret: '不信', salt: '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c', preimage: '不信:0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c' },
  close_time: '2026-11-22T05:00:00.000Z',
};

export const pvpLimits: PvpLimits = {
  stone: { min_stake: 10, max_stake: 1000, fee_percent: 5, expire_minutes: 1440, max_open: 5 },
  brag: { min_stake: 10, max_stake: 1000, fee_percent: 5, max_hours: 48, daily_answers: 10, max_open: 5 },
};

export const rankProfit: BragRankRow[] = [
  { rank: 1, user: { id: 7, username: '资源搬运工' }, profit: 540, wins: 8, games: 11 },
  { rank: 2, user: { id: 1024, username: '网盘猎人' }, profit: 210, wins: 5, games: 9 },
  { rank: 3, user: { id: 8, username: '小明_2026' }, profit: 45, wins: 2, games: 4 },
];
export const rankWins: BragRankRow[] = [
  { rank: 1, user: { id: 7, username: '资源搬运工' }, profit: 540, wins: 8, games: 11 },
  { rank: 2, user: { id: 1024, username: '网盘猎人' }, profit: 210, wins: 5, games: 9 },
];
