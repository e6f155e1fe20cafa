import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import { GamesRepository } from '../repositories/games-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { LedgerService } from '../services/ledger-service';
import type { WebSettingsService } from '../services/web-settings-service';
import { eggGame } from './egg-game';
import { GameEngine } from './game-engine';
import type { GameModule } from './game-module';
import { guessGame } from './guess-game';

/** The games this build plays; issue 12 appends its player-versus-player modules here. */
export const GAME_MODULES: GameModule[] = [guessGame as GameModule, eggGame as GameModule];

export function createGamesContext(db: DB, clock: Clock, deps: { ledger: LedgerService; users: UsersRepository; webSettings: WebSettingsService }) {
  const repo = new GamesRepository(db);
  return { repos: { games: repo }, services: { games: new GameEngine(db, repo, deps.ledger, deps.users, deps.webSettings, clock, GAME_MODULES) } };
}
