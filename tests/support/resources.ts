import type { AppContext } from '../../server/src/context';
import { detectDiskType, normalizeUrl } from '../../server/src/search/link-parser';
import { normalizeText } from '../../server/src/search/tokenizer';

let seq = 0;

export interface TestResource {
  title: string;
  url?: string;
  pwd?: string;
  price?: number;
  status?: 'pending' | 'approved' | 'rejected';
  views?: number;
  created_at?: number;
  sharer_id?: number | null;
  category_id?: number | null;
}

/** Inserts resources through the real repository (so the search index is maintained). */
export async function addResources(ctx: AppContext, items: TestResource[]): Promise<number[]> {
  const now = ctx.clock.now();
  const ids: number[] = [];
  await ctx.repos.resources.transaction(async (trx) => {
    for (const it of items) {
      const url = it.url ?? `https://pan.quark.cn/s/t${Date.now().toString(36)}${(seq++).toString(36)}`;
      const id = await ctx.repos.resources.insert(trx, {
        title: it.title,
        title_norm: normalizeText(it.title),
        url,
        url_norm: normalizeUrl(url),
        pwd: it.pwd ?? '',
        disk_type: detectDiskType(url),
        size: '',
        category_id: it.category_id ?? null,
        price: it.price ?? 0,
        status: it.status ?? 'approved',
        validity: 'ok',
        validity_at: 0,
        report_count: 0,
        source: 'seed',
        sharer_id: it.sharer_id ?? null,
        views: it.views ?? 0,
        reward: 0,
        review_note: '',
        reviewed_by: null,
        reviewed_at: null,
        created_at: it.created_at ?? now,
        updated_at: now,
      });
      if (id === undefined) throw new Error(`duplicate test url ${url}`);
      ids.push(id);
    }
  });
  return ids;
}

/** Removes every resource (and its index entry). */
export async function clearResources(ctx: AppContext): Promise<void> {
  const rows = await ctx.db.selectFrom('resources').select('id').execute();
  await ctx.repos.resources.transaction(async (trx) => {
    await ctx.repos.resources.index.remove(trx, rows.map((r) => r.id));
    await trx.deleteFrom('resources').execute();
  });
}

export interface TestMember {
  id: number;
  token: string;
  auth: { authorization: string };
}

let userSeq = 0;

/** A member created through the users repository, with a session token, coins and optional VIP. */
export async function makeMember(
  ctx: AppContext,
  opts: { coins?: number; vipDays?: number; role?: string } = {},
): Promise<TestMember> {
  userSeq += 1;
  const name = `res_u${userSeq}_${Math.random().toString(36).slice(2, 7)}`;
  const now = ctx.clock.now();
  const id = await ctx.repos.users.insert({
    username: name,
    email: `${name}@example.com`,
    password_hash: '!',
    role: opts.role ?? 'user',
    coin: 0,
    vip_expired: opts.vipDays ? now + opts.vipDays * 86_400_000 : 0,
    continue_sign_days: 0,
    last_login_ip: '',
    last_login_belong: '',
    avatar: '',
    banned: 0,
    created_at: now,
    updated_at: now,
  });
  if (opts.coins) await ctx.services.ledger.credit(ctx.db, { userId: id, amount: opts.coins, kind: 'test_grant', ref: 'test' });
  const token = await ctx.services.sessions.create(id);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}
