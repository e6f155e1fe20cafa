/**
 * npm run bench:session [-- --users 100000 --lookups 200000]
 *
 * What a member's request pays before its route runs (issue 34 item 2): SessionService.check —
 * the SHA-256 of the bearer token and one indexed lookup (sessions ⋈ users) — measured alone, in
 * process, over `users` members with one session each, tokens drawn at random (most lookups miss
 * SQLite's page cache at 1M sessions, few at 100k). Goal: p99 < 0.1 ms. BENCH_DATABASE_URL runs
 * it on PostgreSQL (there a lookup is a network round trip; the goal is SQLite's).
 */
import { hashToken } from '../../server/src/services/session-service';
import { benchWorkspace, openBenchContext, report } from './lib';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const USERS = arg('users', 100_000);
const LOOKUPS = arg('lookups', 200_000);

function pct(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

async function main(): Promise<void> {
  const ws = benchWorkspace('session');
  try {
    const ctx = await openBenchContext(ws.dbUrl);
    const now = Date.now();
    console.log(`[bench:session] 写入 ${USERS} 位会员和各自的会话…`);
    const tokens: string[] = [];
    const BATCH = 1000;
    for (let done = 0; done < USERS; done += BATCH) {
      await ctx.db.transaction().execute(async (trx) => {
        for (let i = done; i < Math.min(USERS, done + BATCH); i++) {
          const { id } = await trx
            .insertInto('users')
            .values({
              username: `bench_session_${i}`, username_lower: `bench_session_${i}`, email: `s${i}@bench.local`, email_lower: `s${i}@bench.local`, password_hash: '!', role: 'user', coin: 0, vip_expired: 0,
              continue_sign_days: 0, last_login_ip: '', last_login_belong: '', avatar: '', banned: 0, created_at: now, updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const token = `bench-token-${i}-${Math.random().toString(36).slice(2)}`;
          tokens.push(token);
          await trx
            .insertInto('sessions')
            .values({ user_id: Number(id), token_hash: hashToken(token), created_at: now, last_seen_at: now, expires_at: now + 30 * 86_400_000, revoked: 0 })
            .execute();
        }
      });
    }
    const check = (t: string) => ctx.services.sessions.check(t);
    // warm: the statement cache and the first pages
    for (let i = 0; i < 2000; i++) await check(tokens[i % tokens.length]);
    const times = new Float64Array(LOOKUPS);
    let valid = 0;
    for (let i = 0; i < LOOKUPS; i++) {
      const token = tokens[Math.floor(Math.random() * tokens.length)];
      const t0 = performance.now();
      const r = await check(token);
      times[i] = performance.now() - t0;
      if (r.state === 'valid') valid++;
    }
    if (valid !== LOOKUPS) throw new Error(`只有 ${valid} / ${LOOKUPS} 次查到会话`);
    // the hash alone, for the share of the lookup that is crypto
    const hashTimes = new Float64Array(LOOKUPS);
    for (let i = 0; i < LOOKUPS; i++) {
      const t0 = performance.now();
      hashToken(tokens[i % tokens.length]);
      hashTimes[i] = performance.now() - t0;
    }
    times.sort();
    hashTimes.sort();
    const f = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
    const db = ws.dbUrl.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL';
    console.log(`[bench:session] ${new Date().toISOString().slice(0, 16)}Z，${db}，${USERS} 个会话，${LOOKUPS} 次查询（负载 ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' / ')}）`);
    console.log(`| 会话查询 SessionService.check | p50 ${f(pct(times, 0.5))} | p99 ${f(pct(times, 0.99))} | max ${f(times[times.length - 1])} | 目标 p99 < 100 µs：${pct(times, 0.99) < 0.1 ? '达成' : '未达成'} |`);
    const us = (ms: number) => Math.round(ms * 10_000) / 10;
    report({ bench: 'bench:session', route: `SessionService.check（${db}，${USERS} 个会话）`, figure: 'p99', value: us(pct(times, 0.99)), unit: 'µs', goal: { op: '<', target: 100, source: 'issue 34' } });
    report({ bench: 'bench:session', route: `SessionService.check（${db}，${USERS} 个会话）`, figure: 'p50', value: us(pct(times, 0.5)), unit: 'µs' });
    console.log(`| 其中 SHA-256 | p50 ${f(pct(hashTimes, 0.5))} | p99 ${f(pct(hashTimes, 0.99))} | | |`);
    await ctx.dbHandle.close();
  } finally {
    ws.cleanup();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
