import type { AppContext } from '../context';
import { cstDayNumber } from '../lib/time';
import { loadAccountSettings, signReward } from '../services/account-settings';
import { hashPassword } from '../services/password-service';

/** Demo member credentials (README / ADR 0002): log in as demo / demo12345. */
export const DEMO_MEMBER = { username: 'demo', password: 'demo12345', email: 'demo@ujuso.local' };

const MOODS = ['今天也要元气满满', '找到了想要的资源，开心', '签到打卡，攒金币换 VIP', '周末愉快', '坚持就是胜利'];

/**
 * Demo accounts: the demo member (coins granted through the ledger, a three-day sign-in streak
 * ending yesterday so today's sign-in can be tried) and two more members for a living sign list.
 */
export async function seedAccountsDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const today = cstDayNumber(now);
  const cfg = await loadAccountSettings(ctx.services.webSettings);
  const members = [
    { ...DEMO_MEMBER, grant: 500, days: 3 },
    { username: '网盘达人', password: 'demo12345', email: 'wangpan@ujuso.local', grant: 1200, days: 6 },
    { username: '小明_2026', password: 'demo12345', email: 'xiaoming@ujuso.local', grant: 80, days: 1 },
  ];
  for (const [i, m] of members.entries()) {
    if (await ctx.repos.users.byUsername(m.username)) continue;
    const passwordHash = await hashPassword(m.password);
    await ctx.services.ledger.run(async (trx) => {
      const created = now - (30 - i) * 86_400_000;
      const id = await ctx.repos.users.insert(
        {
          username: m.username, email: m.email, password_hash: passwordHash, role: 'user', coin: 0, vip_expired: 0,
          continue_sign_days: m.days, last_login_ip: '', last_login_belong: '', avatar: String(i + 1), banned: 0,
          created_at: created, updated_at: created,
        },
        trx,
      );
      await ctx.services.ledger.credit(trx, { userId: id, amount: m.grant, kind: 'demo_grant', ref: 'demo', note: '演示账号初始金币' });
      for (let d = m.days; d >= 1; d--) {
        const streak = m.days - d + 1;
        const reward = signReward(cfg.signRewardTable, streak);
        const day = today - d;
        await ctx.repos.signs.insertOnce(trx, {
          user_id: id, day, content: MOODS[(i + d) % MOODS.length], time_id: String((i + d) % 5), reward, streak,
          created_at: now - d * 86_400_000,
        });
        await ctx.services.ledger.credit(trx, { userId: id, amount: reward, kind: 'sign_in', ref: `sign:${day}`, note: `每日签到（连续 ${streak} 天）` });
      }
      await ctx.services.messages.notify(trx, id, {
        title: '欢迎加入 ujuso', content: `欢迎你，${m.username}！每日签到和登录都能领取金币，金币可兑换 VIP 会员。`, kind: 'system',
      });
    });
  }
}
