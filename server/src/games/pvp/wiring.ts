import type { DB } from '../../db/database';
import type { Clock } from '../../lib/time';
import type { AuditService } from '../../services/audit-service';
import type { HotKeywordService } from '../../services/hot-keyword-service';
import type { LedgerService } from '../../services/ledger-service';
import type { MessageService } from '../../services/message-service';
import type { WebSettingsService } from '../../services/web-settings-service';
import { PvpRepository } from './pvp-repository';
import { PvpService } from './pvp-service';

/** Player-versus-player games (issue 12): `ctx.services.pvp`. */
export function createPvpContext(
  db: DB,
  clock: Clock,
  deps: { ledger: LedgerService; messages: MessageService; webSettings: WebSettingsService; hotKeywords: HotKeywordService; audit: AuditService },
): { pvp: PvpService } {
  return { pvp: new PvpService(db, new PvpRepository(db), deps.ledger, deps.messages, deps.webSettings, deps.hotKeywords, deps.audit, clock) };
}
