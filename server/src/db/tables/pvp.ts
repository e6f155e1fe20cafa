import type { Generated } from 'kysely';

/**
 * Player-versus-player games (issue 12): 石头剪刀布 (game 'stone') and 吹牛 (game 'brag') share one
 * table. The creator's stake is escrowed through the ledger while status = 'open'; the hidden
 * choice (`secret`) and its `salt` are never sent to anyone before the game is closed.
 */
export interface PvpGameTable {
  id: Generated<number>;
  /** 'stone' | 'brag' */
  game: string;
  /** 'open' | 'settled' | 'cancelled' | 'expired' */
  status: string;
  creator_id: number;
  stake: number;
  /** hex SHA-256 of `${secret}:${salt}` — shown from the moment the game is opened */
  commitment: string;
  /** 64 hex chars (256 random bits); revealed when the game closes */
  salt: string;
  /** stone: 'rock' | 'scissors' | 'paper'; brag: the true answer's text */
  secret: string;
  /** brag: the claim (≤ 50 chars); '' for stone */
  claim: string;
  /** brag: the two answers; '' for stone */
  answer_a: string;
  answer_b: string;
  /** brag: the one invited member (only they may answer while invite_state = 'pending') */
  invitee_id: number | null;
  /** 'none' | 'pending' | 'declined' */
  invite_state: string;
  responder_id: number | null;
  /** stone: the responder's move; brag: the chosen answer's text; '' while open */
  response: string;
  /** 'creator' | 'responder' | 'draw' | '' */
  result: string;
  winner_id: number | null;
  /** coins the site kept from the pot (0 on a draw, a refund or while open) */
  fee: number;
  /** net coins after the game (payout − stake); 0 while open or refunded */
  creator_delta: number;
  responder_delta: number;
  /** who closed it without a play: the admin's id on an admin cancel */
  closed_by: number | null;
  created_at: number;
  expires_at: number;
  /** settle / cancel / expiry time; 0 while open */
  closed_at: number;
}
