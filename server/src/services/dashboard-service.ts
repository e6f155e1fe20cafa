import type { z } from 'zod';
import type { dashboardDay, dashboardSummary } from '../../../contract/admin';
import { cstDateString, cstDayNumber, type Clock } from '../lib/time';
import type { DashboardRepository, DaySeries } from '../repositories/dashboard-repository';
import type { HotKeywordService } from './hot-keyword-service';

const DAY_MS = 86_400_000;
const CST_MS = 8 * 3600 * 1000;

export type DashboardDay = z.infer<typeof dashboardDay>;

export type Dashboard = z.infer<typeof dashboardSummary>;

/** Admin dashboard: totals and per-day series over the last N days (Asia/Shanghai days, today included). */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly hot: HotKeywordService,
    private readonly clock: Clock,
  ) {}

  async summary(days: number): Promise<Dashboard> {
    await this.hot.flush();
    const today = cstDayNumber(this.clock.now());
    const firstDay = today - days + 1;
    const fromMs = firstDay * DAY_MS - CST_MS;
    const [users, searches, signs, coins, articles, shares, totals] = await Promise.all([
      this.repo.newUsers(fromMs), this.repo.searches(firstDay), this.repo.signIns(firstDay), this.repo.coins(fromMs),
      this.repo.newArticles(fromMs), this.repo.newShares(fromMs), this.repo.totals(),
    ]);
    const at = (s: DaySeries[], day: number) => s.find((x) => x.day === day)?.n ?? 0;
    const series: DashboardDay[] = [];
    for (let d = firstDay; d <= today; d++) {
      const c = coins.find((x) => x.day === d);
      series.push({
        date: cstDateString(d * DAY_MS),
        new_users: at(users, d), searches: at(searches, d), sign_ins: at(signs, d),
        coins_issued: c?.issued ?? 0, coins_spent: c?.spent ?? 0,
        new_articles: at(articles, d), new_shares: at(shares, d),
      });
    }
    const sum = (k: keyof Omit<DashboardDay, 'date'>) => series.reduce((a, s) => a + s[k], 0);
    return {
      days,
      totals: {
        users: totals.users, articles: totals.articles, resources: totals.resources, searchable_resources: totals.searchable,
        coins_in_circulation: totals.coins,
        new_users: sum('new_users'), searches: sum('searches'), sign_ins: sum('sign_ins'), coins_issued: sum('coins_issued'),
        coins_spent: sum('coins_spent'), new_articles: sum('new_articles'), new_shares: sum('new_shares'),
      },
      review_queue: totals.pending,
      series,
    };
  }
}
