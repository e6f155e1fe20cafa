import type { AppContext } from '../context';

/**
 * A living demo community (issue 30: every post had 0 replies, likes and tips). Runs once on the
 * first start, after the demo accounts and the forum articles, through the same services members
 * use (replies, likes, tips move coins through the ledger, bets through the game engine), so
 * counters, balances, ledger and messages agree. Anything a service refuses (a rate limit, a
 * rule) is skipped: demo data never breaks a start.
 */
const REPLIES = [
  '感谢分享，链接还能用！',
  '收藏了，周末慢慢看。',
  '楼主好人，一生平安 🙏',
  '求补一个阿里云盘的链接～',
  '画质很好，已经下载完了。',
  '这个版本有字幕吗？',
  '支持一下，好帖要顶。',
  '刚试了一下，提取码正确。',
  '同求高码率版本。',
  '已点赞，期待更多分享。',
];

/** Demo members who reply, like, tip and play (made by accounts-demo and forum-demo). */
const ACTORS = ['demo', '网盘达人', '小明_2026', 'pan_laosiji', 'ziyuan_xiaobai', 'yingshi_mi'];

export async function seedCommunityDemo(ctx: AppContext): Promise<void> {
  if (!ctx.config.demoCommunity) return;
  const members: Array<{ id: number; role: string }> = [];
  for (const name of ACTORS) {
    const u = await ctx.repos.users.byUsername(name);
    if (u) members.push({ id: u.id, role: u.role });
  }
  if (members.length < 2) return;
  // the forum's demo authors start with no coins: a small grant through the ledger so they can tip and play
  for (const m of members) {
    const u = await ctx.repos.users.byId(m.id);
    if (u && u.coin < 100) await ctx.services.ledger.credit(ctx.db, { userId: m.id, amount: 300, kind: 'demo_grant', ref: 'demo:community', note: '演示账号初始金币' });
  }
  const page = await ctx.services.articles.list({ page: 1, size: 40 });
  const articles = page.list;
  const tryIt = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch {
      // refused by a rule (rate limit, own article, already liked): skipped
    }
  };
  let n = 0;
  for (const [i, a] of articles.entries()) {
    // a deterministic spread: popular posts get more, a few get none
    const replies = (i * 7) % 5;
    const likes = (i * 5) % 6;
    for (let r = 0; r < replies; r++) {
      const who = members[(i + r + 1) % members.length];
      if (who.id === a.user_id) continue;
      await tryIt(() => ctx.services.replies.create(who, a.id, { content: REPLIES[n++ % REPLIES.length] }));
    }
    for (let l = 0; l < likes; l++) {
      const who = members[(i + l) % members.length];
      if (who.id === a.user_id) continue;
      await tryIt(() => ctx.services.articles.like(who, a.id));
    }
    if (i % 4 === 0) {
      const who = members[(i + 2) % members.length];
      if (who.id !== a.user_id) await tryIt(() => ctx.services.articles.appreciate(who, a.id));
    }
  }
  // a few rounds of 猜大小 so the hall, the bet history and the ranks are not empty
  for (const [i, m] of members.entries()) {
    for (let b = 0; b < 2; b++) {
      await tryIt(() => ctx.services.games.bet(m.id, 'guess', { choice: (i + b) % 2 ? 'big' : 'small', stake: 10 + 5 * b }));
    }
  }
}
