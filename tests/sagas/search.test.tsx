import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../src/sagas/search';
import { hotKeywordsRequested, searchActions, searchRequested, suggestRequested } from '../../src/store';
import { ApiServer, at, fail, makeStore, ok, TestClock, Toasts, until } from './support';
import { searchQueryString, searchStateFromUrl } from '../../src/lib/searchUrl';

const server = new ApiServer();
const toasts = new Toasts();

const item = (id: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  title,
  highlights: [[0, 2]],
  disk_type: 'baidu',
  disk_name: '百度网盘',
  url: `https://pan.baidu.com/s/1abc${id}`,
  pwd: 'ab12',
  locked: false,
  price: 0,
  size: '2.3GB',
  category_id: 1,
  validity: 'ok',
  views: 10,
  source: 'user',
  create_time: '2026-03-01T04:00:00.000Z',
  ...over,
});

const searchReply = (total: number, titles: string[]) => ok({ list: titles.map((t, i) => item(i + 1, t)), total, terms: ['三体'], upstream: 0 });

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  await toasts.mount();
});
afterEach(() => toasts.unmount());

const store = () => makeStore(new TestClock(at(2026, 7, 1, 12))).store;

describe('search flow (saga + real HTTP)', () => {
  it('parses kw/skey/onlyFree/page from a location search string', () => {
    expect(parseSearchQuery('?kw=%E4%B8%89%E4%BD%93&skey=quark&onlyFree=0&page=3')).toEqual({ kw: '三体', skey: 'quark', onlyFree: '0', page: 3 });
    expect(parseSearchQuery('?skey=all&onlyFree=x&page=-1')).toEqual({ skey: '' });
    expect(parseSearchQuery('')).toEqual({});
  });

  it('takes kw from the URL, stores it in the search slice and asks with onlyFree 1 by default', async () => {
    server.on('GET /v1/resource/search', searchReply(2, ['三体 全集 4K', '三体 有声书']));
    const s = store();
    s.dispatch(searchRequested({ query: '?kw=%E4%B8%89%E4%BD%93' }));
    await until(() => expect(s.getState().resource.results.list).toHaveLength(2));
    expect(s.getState().search).toMatchObject({ kw: '三体', skey: '', onlyFree: '1' });
    expect(s.getState().resource.results).toMatchObject({ total: 2, loading: false, error: '', query: { kw: '三体', page: 1, size: 10 } });
    const [call] = server.calls('GET /v1/resource/search');
    expect(call.query.get('kw')).toBe('三体');
    expect(call.query.get('onlyFree')).toBe('1');
    expect(call.query.get('page')).toBe('1');
    expect(call.query.has('skey')).toBe(false);
  });

  it('skey and onlyFree go to the server and into the slice; a new filter starts at page 1', async () => {
    server.on('GET /v1/resource/search', (req) => searchReply(35, [`第${req.query.get('page')}页`]));
    const s = store();
    s.dispatch(searchRequested({ kw: '三体' }));
    await until(() => expect(server.calls('GET /v1/resource/search')).toHaveLength(1));
    s.dispatch(searchRequested({ page: 3 }));
    await until(() => expect(s.getState().resource.results.list[0]?.title).toBe('第3页'));
    expect(s.getState().resource.results.query).toMatchObject({ kw: '三体', page: 3 });
    s.dispatch(searchRequested({ skey: 'quark', onlyFree: '0' }));
    await until(() => expect(server.calls('GET /v1/resource/search')).toHaveLength(3));
    const last = server.calls('GET /v1/resource/search')[2];
    expect(last.query.get('skey')).toBe('quark');
    expect(last.query.get('onlyFree')).toBe('0');
    expect(last.query.get('page')).toBe('1');
    expect(last.query.get('kw')).toBe('三体');
    expect(s.getState().search).toMatchObject({ kw: '三体', skey: 'quark', onlyFree: '0' });
  });

  it('free search asks onlyFree=1 without changing the slice; a blank kw clears without asking', async () => {
    server.on('GET /v1/resource/search', searchReply(1, ['三体']));
    const s = makeStore(new TestClock(at(2026, 7, 1, 12)), { search: { onlyFree: '0' } }).store;
    s.dispatch(searchRequested({ kw: '三体', freeOnly: true }));
    await until(() => expect(server.calls('GET /v1/resource/search')).toHaveLength(1));
    expect(server.calls('GET /v1/resource/search')[0].query.get('onlyFree')).toBe('1');
    expect(s.getState().search.onlyFree).toBe('0');
    s.dispatch(searchRequested({ kw: '   ' }));
    await until(() => expect(s.getState().resource.results.query).toBeNull());
    expect(server.calls('GET /v1/resource/search')).toHaveLength(1);
  });

  it('a failing search shows the server msg as a toast and on the page', async () => {
    server.on('GET /v1/resource/search', fail(444, '搜索词包含违禁内容，请修改后再试'));
    const s = store();
    s.dispatch(searchRequested({ kw: '违禁词' }));
    await toasts.find('搜索词包含违禁内容，请修改后再试');
    await until(() => expect(s.getState().resource.results.error).toBe('搜索词包含违禁内容，请修改后再试'));
    expect(s.getState().resource.results).toMatchObject({ loading: false, list: [], total: 0 });
    expect(toasts.texts().filter((t) => t.includes('违禁'))).toHaveLength(1);
  });

  it('a newer search wins over a slower older one', async () => {
    server.on('GET /v1/resource/search', (req) => ({ ...searchReply(1, [String(req.query.get('kw'))]), delay: req.query.get('kw') === '慢' ? 200 : 0 }));
    const s = store();
    s.dispatch(searchRequested({ kw: '慢' }));
    s.dispatch(searchRequested({ kw: '快' }));
    await until(() => expect(s.getState().resource.results.list[0]?.title).toBe('快'));
    await new Promise((r) => setTimeout(r, 300));
    expect(s.getState().resource.results.list[0]?.title).toBe('快');
  });

  it('loads the hot keywords', async () => {
    server.on('GET /v1/resource/hot_keywords', ok({ show_hot_key: true, show_hot_search_kw: true, pinned: ['庆余年'], searched: [{ keyword: '三体', count: 9 }] }));
    const s = store();
    s.dispatch(hotKeywordsRequested());
    await until(() => expect(s.getState().resource.hotKeywords?.pinned).toEqual(['庆余年']));
  });

  it('a URL with kw alone decides the state (a persisted filter does not leak into a shared link); history records it', async () => {
    server.on('GET /v1/resource/search', searchReply(1, ['三体']));
    const s = store();
    s.dispatch(searchActions.setSearch({ skey: 'quark', onlyFree: '0', sort: 'hot' }));
    s.dispatch(searchRequested({ query: '?kw=%E4%B8%89%E4%BD%93&sort=latest&range=week&cat=2&page=2' }));
    await until(() => expect(server.calls('GET /v1/resource/search')).toHaveLength(1));
    const [call] = server.calls('GET /v1/resource/search');
    expect(call.query.has('skey')).toBe(false);
    expect(call.query.get('onlyFree')).toBe('1');
    expect(call.query.get('sort')).toBe('latest');
    expect(call.query.get('range')).toBe('week');
    expect(call.query.get('cat')).toBe('2');
    expect(call.query.get('page')).toBe('2');
    expect(s.getState().search).toMatchObject({ kw: '三体', skey: '', onlyFree: '1', sort: 'latest', range: 'week', cat: 2, page: 2, history: ['三体'] });
  });

  it('只看已验证 (issue 19): verified=1 in the URL goes to the server and the slice; the URL round-trips; absent means every link', async () => {
    server.on('GET /v1/resource/search', searchReply(1, ['三体 全集 4K']));
    const s = store();
    s.dispatch(searchRequested({ query: '?kw=%E4%B8%89%E4%BD%93&verified=1' }));
    await until(() => expect(s.getState().resource.results.list).toHaveLength(1));
    expect(s.getState().search.verified).toBe('1');
    expect(server.calls('GET /v1/resource/search')[0].query.get('verified')).toBe('1');
    expect(searchQueryString(searchStateFromUrl('?kw=%E4%B8%89%E4%BD%93&verified=1'))).toBe('?kw=%E4%B8%89%E4%BD%93&verified=1');
    expect(searchQueryString({ kw: '三体', verified: '0' })).toBe('?kw=%E4%B8%89%E4%BD%93');
    s.dispatch(searchRequested({ query: '?kw=%E4%B8%89%E4%BD%93' }));
    await until(() => expect(server.calls('GET /v1/resource/search')).toHaveLength(2));
    expect(server.calls('GET /v1/resource/search')[1].query.has('verified')).toBe(false);
    expect(s.getState().search.verified).toBeUndefined();
  });

  it('suggestions wait for a pause in typing: fast keystrokes ask once, for the last text', async () => {
    server.on('GET /v1/resource/suggest', (req) => ok({ list: [{ text: `${req.query.get('q')}全集`, kind: 'title' }] }));
    const s = store();
    for (const q of ['三', '三体', '三体 ']) s.dispatch(suggestRequested({ q }));
    await until(() => expect(s.getState().resource.suggest.list).toHaveLength(1));
    expect(server.calls('GET /v1/resource/suggest').map((c) => c.query.get('q'))).toEqual(['三体']);
    expect(s.getState().resource.suggest).toEqual({ q: '三体', list: [{ text: '三体全集', kind: 'title' }] });
  });
});
