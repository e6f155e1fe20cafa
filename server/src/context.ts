import type { AppConfig } from './config';
import type { DatabaseHandle, DB } from './db/database';
import { systemClock, type Clock } from './lib/time';
import { SessionsRepository } from './repositories/sessions-repository';
import { UsersRepository } from './repositories/users-repository';
import { WebSettingsRepository } from './repositories/web-settings-repository';
import { SessionService } from './services/session-service';
import { WebSettingsService } from './services/web-settings-service';

/**
 * Everything a route needs, wired once per app: repositories (SQL) and services (rules).
 * Routes reach it as `app.ctx`; tests build an app with their own clock.
 */
export interface AppContext {
  config: AppConfig;
  db: DB;
  dbHandle: DatabaseHandle;
  clock: Clock;
  repos: {
    users: UsersRepository;
    sessions: SessionsRepository;
    webSettings: WebSettingsRepository;
  };
  services: {
    sessions: SessionService;
    webSettings: WebSettingsService;
  };
}

export function createContext(config: AppConfig, dbHandle: DatabaseHandle, clock: Clock = systemClock): AppContext {
  const db = dbHandle.db;
  const repos = {
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    webSettings: new WebSettingsRepository(db),
  };
  const services = {
    sessions: new SessionService(repos.sessions, repos.users, clock),
    webSettings: new WebSettingsService(repos.webSettings, clock),
  };
  return { config, db, dbHandle, clock, repos, services };
}
