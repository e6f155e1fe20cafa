import type { z } from 'zod';
import type { bbsCategoryView } from '../../../contract/articles';
import type { DB } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import { BbsCategoriesRepository, type BbsCategoryRow } from '../repositories/bbs-categories-repository';

export type BbsCategoryView = z.infer<typeof bbsCategoryView>;

function view(row: BbsCategoryRow): BbsCategoryView {
  return { id: row.id, name: row.name, sort: row.sort, count: row.article_count };
}

export class BbsCategoryService {
  private readonly repo: BbsCategoriesRepository;

  constructor(
    db: DB,
    private readonly clock: Clock,
  ) {
    this.repo = new BbsCategoriesRepository(db);
  }

  async list(): Promise<BbsCategoryView[]> {
    return (await this.repo.all()).map(view);
  }

  async get(id: number): Promise<BbsCategoryView> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('分类不存在');
    return view(row);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.repo.byId(id)) !== undefined;
  }

  async idByName(name: string): Promise<number | undefined> {
    return (await this.repo.byName(name))?.id;
  }

  async create(name: string, sort: number): Promise<BbsCategoryView> {
    if (await this.repo.byName(name)) throw conflict(`分类「${name}」已存在`);
    const id = await this.repo.insert(name, sort, this.clock.now());
    return this.get(id);
  }

  async update(id: number, values: { name?: string; sort?: number }): Promise<BbsCategoryView> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('分类不存在');
    if (values.name !== undefined && values.name !== row.name && (await this.repo.byName(values.name))) {
      throw conflict(`分类「${values.name}」已存在`);
    }
    await this.repo.update(id, values, this.clock.now());
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('分类不存在');
    if (row.article_count > 0 || !(await this.repo.deleteIfEmpty(id))) {
      throw badRequest(`分类「${row.name}」下还有文章，请先移动或删除这些文章`);
    }
  }

  totalArticles(): Promise<number> {
    return this.repo.totalArticles();
  }
}
