import type { z } from 'zod';
import type { favouriteItem, favouriteState } from '../../../contract/community';
import { notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { FavouriteKind, FavouritesRepository } from '../repositories/favourites-repository';
import { iso } from './account-views';

/**
 * FavouriteService (收藏, issue 33):
 *
 *   add / remove(member, kind, id)   idempotent; the answer carries the item's favourite count
 *   state(viewer, kind, id)          count and whether the viewer has it
 *   list(viewer, owner, kind, page)  the member page's list: to others only when the owner made it public
 *                                    (default private, migration 0041); otherwise 404 「该会员未公开收藏」
 *   setPublic(member, bool)
 *
 * Invariant: at most one favourite per (member, item) — the primary key, so two concurrent
 * requests store one row (tests/server/community-favourites.test.ts races it).
 */
export type FavouriteState = z.infer<typeof favouriteState>;
export type FavouriteItem = z.infer<typeof favouriteItem>;

const HREF: Record<FavouriteKind, (id: number) => string> = {
  article: (id) => `#/main/bbs/post/${id}`,
  resource: (id) => `#/main/detail/${id}`,
};
const WHAT: Record<FavouriteKind, string> = { article: '帖子', resource: '资源' };

export class FavouriteService {
  constructor(
    private readonly repo: FavouritesRepository,
    private readonly clock: Clock,
  ) {}

  async add(userId: number, kind: FavouriteKind, id: number): Promise<FavouriteState> {
    if (!(await this.repo.targetExists(kind, id))) throw notFound(`${WHAT[kind]}不存在或已被删除`);
    await this.repo.add(userId, kind, id, this.clock.now());
    return { kind, id, favourited: true, count: await this.repo.count(kind, id) };
  }

  async remove(userId: number, kind: FavouriteKind, id: number): Promise<FavouriteState> {
    await this.repo.remove(userId, kind, id);
    return { kind, id, favourited: false, count: await this.repo.count(kind, id) };
  }

  async state(viewerId: number | null, kind: FavouriteKind, id: number): Promise<FavouriteState> {
    const [count, mine] = await Promise.all([this.repo.count(kind, id), viewerId ? this.repo.has(viewerId, kind, id) : Promise.resolve(false)]);
    return { kind, id, favourited: mine, count };
  }

  async list(viewerId: number | null, ownerId: number, kind: FavouriteKind, page: number, size: number): Promise<{ list: FavouriteItem[]; total: number; public: boolean }> {
    const isPublic = await this.repo.isPublic(ownerId);
    if (isPublic === undefined) throw notFound('用户不存在');
    // hidden from others: a refusal that says so, never the rows. 404, not 403: the client reads 403 as 请登录,
    // and for a visitor a private list is simply not there (docs/adr/0041-public-favourites.md)
    if (!isPublic && viewerId !== ownerId) throw notFound('该会员未公开收藏');
    const { rows, total } = await this.repo.page(ownerId, kind, (page - 1) * size, size);
    return { total, public: isPublic, list: rows.map((r) => ({ kind, id: Number(r.id), title: r.title, href: HREF[kind](Number(r.id)), create_time: iso(r.created_at) })) };
  }

  async setPublic(userId: number, value: boolean): Promise<{ public: boolean }> {
    await this.repo.setPublic(userId, value);
    return { public: value };
  }
}
