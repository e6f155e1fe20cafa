import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { expectTapTargets } from '../tapTargets';
import type { HotKeywordsReply, Resource } from '../../src/api/resources';
import Search from '../../src/pages/Search/Search';
import { resources } from '../components/resourceFixtures';
import { apiHandlers, fail, memberState, ok, withAppPage } from './support';

const hotKeywords: HotKeywordsReply = {
  show_hot_key: false,
  show_hot_search_kw: false,
  pinned: ['三体', '流浪地球'],
  searched: [{ keyword: '庆余年 第二季', count: 86 }],
};

const searchHandlers = (list: Resource[] = resources) => [
  http.get('/v1/resource/hot_keywords', () => ok(hotKeywords)),
  http.get('/v1/resource/search', () =>
    ok({
      list,
      total: list.length,
      terms: ['三体'],
      upstream: 0,
      counts: list.length ? { all: list.length, baidu: 2, quark: 1 } : { all: 0 },
      paid_hidden: list.length ? 4 : 2,
      capped: false,
      related: list.length ? [] : ['三体 全集', '三国演义'],
    }),
  ),
  http.get('/v1/resource/categories', () => ok([{ id: 1, name: '电影', sort: 1 }, { id: 2, name: '剧集', sort: 2 }])),
];

/** /main/index?kw=三体: the search page with highlighted results. */
const meta = {
  title: 'Pages/Search',
  component: Search,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/index?kw=三体', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...searchHandlers()] },
  },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByText(/找到 3 个与「三体」相关的资源/)).toBeVisible(), { timeout: 8000 });
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks.length).toBeGreaterThan(0);
    await expect(marks[0]).toHaveTextContent('三体');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ...searchHandlers([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('没有找到与「三体」相关的资源')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/resource/search', () => fail('搜索服务繁忙，请稍后再试')), ...searchHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/找到 3 个与「三体」相关的资源/)).toBeVisible(), { timeout: 8000 });
  },
};

/**
 * Issue 30, a 390 × 844 phone: the filters are collapsed behind one row, so the first result
 * starts inside the first screen (it was ~560 px down with the open bar); every control is a
 * 44 px tap target.
 */
export const Phone390FirstResult: Story = {
  globals: phone390Globals,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText(/找到 3 个与「三体」相关的资源/)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: /筛选/ })).toHaveAttribute('aria-expanded', 'false');
    const first = canvas.getAllByRole('article')[0];
    const top = first.getBoundingClientRect().top + window.scrollY;
    await expect(top, '第一条结果的顶部应在首屏（844 px）之内').toBeLessThan(844 - 60);
    // the search box and the filter row (issue 31's primitives) are 44 px targets; the rest of
    // the page is not yet — see the measured list in the session report (header brand link,
    // bell, disk-type tabs, result title links): NOT asserted here, still open
    await expectTapTargets(canvas.getByRole('search', { name: '资源搜索' }));
    await expectTapTargets(canvas.getByRole('button', { name: /筛选/ }).parentElement!);
    void canvasElement;
  },
};
