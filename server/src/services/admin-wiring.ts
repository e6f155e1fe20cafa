import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import { AuditRepository } from '../repositories/audit-repository';
import { BannedKeywordsRepository } from '../repositories/banned-keywords-repository';
import type { CdKeysRepository } from '../repositories/cd-keys-repository';
import { DashboardRepository } from '../repositories/dashboard-repository';
import { HotKeywordsRepository } from '../repositories/hot-keywords-repository';
import type { InviteCodesRepository } from '../repositories/invite-codes-repository';
import { NetdiskCategoriesRepository } from '../repositories/netdisk-categories-repository';
import type { ResourcesRepository } from '../repositories/resources-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { WebSettingsRepository } from '../repositories/web-settings-repository';
import { AuditService } from './audit-service';
import { CodeAdminService } from './code-admin-service';
import { DashboardService } from './dashboard-service';
import type { HotKeywordService } from './hot-keyword-service';
import { KeywordAdminService } from './keyword-admin-service';
import { NetdiskCategoryService } from './netdisk-category-service';
import { ShareReviewService } from './share-review-service';
import type { ShareService } from './share-service';
import { SiteConfigService } from './site-config-service';

/** Admin back office (issue 7): the audit log and the services of the admin pages. */
export interface AdminServices {
  /** the audit log of admin writes — see services/audit-service.ts */
  audit: AuditService;
  netdiskCategories: NetdiskCategoryService;
  /** hotkey + bankey pages */
  keywordAdmin: KeywordAdminService;
  /** cdKey + inviteCode pages */
  codeAdmin: CodeAdminService;
  /** shareUnion page: review queue and every resource */
  shareReview: ShareReviewService;
  /** config page: rewards, prices, limits (web_settings rows) */
  siteConfig: SiteConfigService;
  dashboard: DashboardService;
}

export function createAdminContext(
  db: DB,
  clock: Clock,
  deps: {
    users: UsersRepository;
    webSettings: WebSettingsRepository;
    cdKeys: CdKeysRepository;
    inviteCodes: InviteCodesRepository;
    resources: ResourcesRepository;
    hotKeywords: HotKeywordService;
    share: ShareService;
  },
): { services: AdminServices } {
  const audit = new AuditService(db, new AuditRepository(db), clock);
  const siteConfig = new SiteConfigService(db, deps.webSettings, audit, clock);
  return {
    services: {
      audit,
      netdiskCategories: new NetdiskCategoryService(db, new NetdiskCategoriesRepository(db), audit, clock),
      keywordAdmin: new KeywordAdminService(db, new HotKeywordsRepository(db), new BannedKeywordsRepository(db), deps.hotKeywords, audit, clock),
      codeAdmin: new CodeAdminService(db, deps.cdKeys, deps.inviteCodes, audit, clock),
      shareReview: new ShareReviewService(deps.resources, deps.users, deps.share, siteConfig, audit, clock),
      siteConfig,
      dashboard: new DashboardService(new DashboardRepository(db), deps.hotKeywords, clock),
    },
  };
}
