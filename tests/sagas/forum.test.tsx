import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListItem } from '../../src/api/articles';
import { renderMarkdown } from '../../src/components/MarkdownView/markdown';
import {
  emptyUserInfo,
  forumDeleteRequested,
  forumEditRequested,
  forumLikeRequested,
  forumListRequested,
  forumMineRequested,
  forumPostRequested,
  forumPublishRequested,
  forumTipRequested,
} from '../../src/store';
import { BADGES_WAIT_MS } from '../../src/sagas/forum';
import { ApiServer, at, fail, makeStore, ok, TestClock, Toasts, until } from './support';

const server = new ApiServer();
const toasts = new Toasts();

const item = (id: number, over: Partial<ArticleListItem> = {}): ArticleListItem => ({
  id,
  title: `文章 ${id}`,
  cate_id: 1,
  cate_name: '资源分享',
  user_id: 7,
  username: '网盘达人',
  summary: '摘要',
  fixed: 0,
  views: 1,
  likes: 0,
  tips: 0,
  has_source_link: true,
  source_disk: 'baidu',
  source_disk_name: '百度网盘',
  create_time: '2026-06-01T01:30:00.000Z',
  update_time: '2026-06-01T01:30:00.000Z',
  reply_count: 0,
  last_reply_time: '',
  reveal_mode: 'like',
  ...over,
});
const detail = (id: number, over: Partial<ArticleDetail> = {}): ArticleDetail => ({
  ...item(id),
  content: '# 标题',
  source_link: null,
  liked: false,
  replied: false,
  is_author: false,
  tip_coins: 0,
  tip_price: 5,
  ...over,
});
const signedIn = { user: { token: 't-1', info: { ...emptyUserInfo, id: 9, username: '读者', coin: 100 } } };

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('forum sagas against a local API', () => {
  it('the whole forum: pinned articles and the page, page size 10 by default', async () => {
    server.on('GET /v1/article/fixed', ok({ list: [item(1, { fixed: 1 })], total: 1 }));
    server.on('GET /v1/article', ok({ list: [item(1, { fixed: 1 }), item(2)], total: 23 }));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)));
    store.dispatch(forumListRequested({ kind: 'all', page: 3 }));
    await until(() => expect(store.getState().forum.list.loading).toBe(false));
    const s = store.getState().forum;
    expect(s.fixed.map((a) => a.id)).toEqual([1]);
    expect(s.list).toMatchObject({ total: 23, page: 3, size: 10, error: '' });
    const q = server.calls('GET /v1/article')[0].query;
    expect([q.get('page'), q.get('size')]).toEqual(['3', '10']);
  });

  it("the authors' badges arrive with the list; a slow badge call does not hold the list back", async () => {
    const badge = { id: 7, avatar: '', level: 2, level_name: '初来乍到', titles: [] };
    server.on('GET /v1/article/fixed', ok({ list: [], total: 0 }));
    server.on('GET /v1/article', ok({ list: [item(2)], total: 1 }));
    server.on('GET /v1/user/badges', ok([badge]));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)));
    store.dispatch(forumListRequested({ kind: 'all', page: 1 }));
    await until(() => expect(store.getState().forum.list.loading).toBe(false));
    // shown together: when the list is there, so is its author's level
    expect(store.getState().community.badges[7]).toBeDefined();
    expect(server.calls('GET /v1/user/badges')[0].query.get('ids')).toBe('7');

    server.on('GET /v1/user/badges', { ...ok([{ ...badge, id: 8 }]), delay: 8000 });
    server.on('GET /v1/article', ok({ list: [item(3, { user_id: 8 })], total: 1 }));
    const started = Date.now();
    store.dispatch(forumListRequested({ kind: 'all', page: 2 }));
    await until(() => expect(store.getState().forum.list.list[0]?.id).toBe(3));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(BADGES_WAIT_MS - 50);
    expect(waited).toBeLessThan(6000);
    expect(store.getState().community.badges[8]).toBeUndefined();
  });

  it('category, user, search and rank lists call their endpoints', async () => {
    server.on('GET /v1/article/cate/4', ok({ list: [item(5)], total: 1 }));
    server.on('GET /v1/article/user/7', ok({ list: [item(6)], total: 1 }));
    server.on('GET /v1/article/search', ok({ list: [item(7)], total: 1 }));
    server.on('GET /v1/article', ok({ list: [item(8)], total: 1 }));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)));
    for (const [req, id] of [
      [{ kind: 'cate', id: 4, page: 1 }, 5],
      [{ kind: 'user', id: 7, page: 1 }, 6],
      [{ kind: 'search', q: '三体', page: 1 }, 7],
      [{ kind: 'rank', order: 'views', page: 1 }, 8],
    ] as const) {
      store.dispatch(forumListRequested(req));
      await until(() => expect(store.getState().forum.list.list[0]?.id).toBe(id));
    }
    expect(server.calls('GET /v1/article/search')[0].query.get('q')).toBe('三体');
    expect(server.calls('GET /v1/article')[0].query.get('order')).toBe('views');
  });

  it('a failed list shows the server msg', async () => {
    server.on('GET /v1/article/cate/99', fail(404, '分类不存在'));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)));
    store.dispatch(forumListRequested({ kind: 'cate', id: 99, page: 1 }));
    await until(() => expect(store.getState().forum.list.error).toBe('分类不存在'));
  });

  it('my articles: page size 10, delete reloads the page, a page past the end falls back', async () => {
    let total = 11;
    server.on('GET /auth/v1/article/my', (r) =>
      ok({ list: r.query.get('page') === '2' && total > 10 ? [item(11)] : r.query.get('page') === '1' ? [item(1)] : [], total }),
    );
    server.on('DELETE /auth/v1/article/my/11', () => {
      total = 10;
      return ok(null, '已删除');
    });
    const { store } = makeStore(new TestClock(at(2026, 6, 1)), signedIn);
    store.dispatch(forumMineRequested({ page: 2 }));
    await until(() => expect(store.getState().forum.mine.list.map((a) => a.id)).toEqual([11]));
    expect(server.calls('GET /auth/v1/article/my')[0].query.get('size')).toBe('10');
    store.dispatch(forumDeleteRequested({ id: 11 }));
    await toasts.find('已删除');
    await until(() => expect(store.getState().forum.mine).toMatchObject({ page: 1, total: 10, loading: false }));
    expect(store.getState().forum.deletingId).toBeNull();
    expect(server.calls('GET /auth/v1/article/my')[0].headers.authorization).toBe('Bearer t-1');
  });

  it('post: detail + statistics; like reveals the link; tip sets the new balance', async () => {
    server.on('GET /v1/article/5', ok(detail(5, { has_source_link: true })));
    server.on('GET /v1/article/statistics/5', ok({ article: { id: 5, views: 2, likes: 0, tips: 0, tip_coins: 0 }, author: { id: 7, username: '网盘达人', articles: 3, views: 9, likes: 1, tips: 0, tip_coins: 0 } }));
    server.on('POST /auth/v1/article/like/5', ok({ id: 5, first: true, likes: 1, source_link: 'https://pan.baidu.com/s/1x', source_disk: 'baidu', source_disk_name: '百度网盘' }, '点赞成功，已显示来源链接'));
    server.on('POST /auth/v1/article/appreciate/5', ok({ id: 5, coins: 10, balance: 90, tips: 1 }, '打赏成功，已向作者转赠 10 金币'));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)), signedIn);
    store.dispatch(forumPostRequested({ id: 5 }));
    await until(() => expect(store.getState().forum.post.stats?.author.articles).toBe(3));
    expect(store.getState().forum.post.data?.source_link).toBeNull();

    store.dispatch(forumLikeRequested({ id: 5 }));
    await toasts.find('点赞成功，已显示来源链接');
    await until(() => expect(store.getState().forum.post.data).toMatchObject({ liked: true, likes: 1, source_link: 'https://pan.baidu.com/s/1x' }));
    expect(server.calls('POST /auth/v1/article/like/5')[0].body).toEqual({ source_link: true });

    // the author totals (作者总点赞/打赏) are read again after a like and a tip, not left stale (issue 16)
    await until(() => expect(server.calls('GET /v1/article/statistics/5')).toHaveLength(2));
    server.on('GET /v1/article/statistics/5', ok({ article: { id: 5, views: 2, likes: 1, tips: 1, tip_coins: 10 }, author: { id: 7, username: '网盘达人', articles: 3, views: 9, likes: 2, tips: 1, tip_coins: 10 } }));
    store.dispatch(forumTipRequested({ id: 5 }));
    await toasts.find('打赏成功');
    await until(() => expect(store.getState().user.info.coin).toBe(90));
    expect(store.getState().forum.post.data).toMatchObject({ tips: 1, tip_coins: 10 });
    await until(() => expect(store.getState().forum.post.stats?.author).toMatchObject({ likes: 2, tips: 1, tip_coins: 10 }));
    expect(store.getState().forum.post.tipping).toBe(false);
  });

  it('a refused tip leaves the balance and shows the server msg', async () => {
    server.on('GET /v1/article/5', ok(detail(5)));
    server.on('GET /v1/article/statistics/5', fail(500, '统计暂不可用'));
    server.on('POST /auth/v1/article/appreciate/5', fail(400, '金币不足：打赏需要 10 金币，当前余额 3 金币'));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)), { user: { token: 't', info: { ...emptyUserInfo, id: 9, coin: 3 } } });
    store.dispatch(forumPostRequested({ id: 5 }));
    await until(() => expect(store.getState().forum.post.data?.id).toBe(5));
    store.dispatch(forumTipRequested({ id: 5 }));
    await toasts.find('金币不足');
    await until(() => expect(store.getState().forum.post.tipping).toBe(false));
    expect(store.getState().user.info.coin).toBe(3);
  });

  it('publish posts the body and keeps the new id; edit mode loads my article and PUTs it', async () => {
    server.on('POST /auth/v1/article', (r) => ok(detail(42, r.body as Partial<ArticleDetail>), '发布成功'));
    server.on('GET /v1/article/42', ok(detail(42, { is_author: true, source_link: 'https://pan.quark.cn/s/ab' })));
    server.on('PUT /auth/v1/article/42', ok(detail(42), '修改成功'));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)), signedIn);
    const body = { title: '新文章', cate_id: 1, content: '正文', source_link: '' };
    store.dispatch(forumPublishRequested({ body }));
    await until(() => expect(store.getState().forum.publish).toMatchObject({ status: 'done', savedId: 42 }));
    expect(server.calls('POST /auth/v1/article')[0].body).toEqual(body);

    store.dispatch(forumEditRequested({ id: 42 }));
    await until(() => expect(store.getState().forum.publish.editing?.source_link).toBe('https://pan.quark.cn/s/ab'));
    store.dispatch(forumPublishRequested({ id: 42, body }));
    await toasts.find('修改成功');
    expect(server.calls('PUT /auth/v1/article/42')).toHaveLength(1);
  });

  it("edit mode refuses someone else's article", async () => {
    server.on('GET /v1/article/43', ok(detail(43, { is_author: false })));
    const { store } = makeStore(new TestClock(at(2026, 6, 1)), signedIn);
    store.dispatch(forumEditRequested({ id: 43 }));
    await until(() => expect(store.getState().forum.publish).toMatchObject({ status: 'error', msg: '只能编辑自己的文章', editing: null }));
  });
});

describe('renderMarkdown (markdown-it html:false + DOMPurify)', () => {
  it('renders Markdown, keeps raw HTML as text and only http(s)/mailto links with rel', () => {
    const html = renderMarkdown('# 标题\n\n<script>alert(1)</script> [a](javascript:alert(1)) [b](https://x.cn) [c](mailto:a@b.cn) ![i](data:image/png;base64,AA)');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('标题');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.body.textContent).toContain('<script>alert(1)</script>');
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://x.cn', 'mailto:a@b.cn']);
    for (const a of doc.querySelectorAll('a')) expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(doc.querySelector('img')).toBeNull(); // only our own stored pictures become <img> (issue 33)
  });
});
