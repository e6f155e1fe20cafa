import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { HotPage } from '../../src/api/resources';
import Hot from '../../src/pages/Hot/Hot';
import { resource } from '../components/resourceFixtures';
import { apiHandlers, fail, memberState, ok, withAppPage } from './support';

const hot: HotPage = {
  keywords: [
    { keyword: '三体', count: 428 },
    { keyword: '庆余年 第二季', count: 301 },
    { keyword: '流浪地球2', count: 176 },
    { keyword: '考研政治', count: 95 },
  ],
  resources: [
    { ...resource({ highlights: [] }), period_views: 236 },
    { ...resource({ id: 301, title: '庆余年 第二季 全 36 集 4K 国语中字', highlights: [], disk_type: 'aliyun', disk_name: '阿里云盘', url: 'https://www.alipan.com/s/7Hk2Qm9xWpA', pwd: '', create_time: '2026-11-20T01:20:00.000Z' }), period_views: 188 },
  ],
};

const hotHandler = (data: HotPage = hot) => http.get('/v1/resource/hot', () => ok(data));

/** /main/hot: today's (or this week's) hot keywords and most viewed resources. */
const meta = {
  title: 'Pages/Hot',
  component: Hot,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/hot', state: memberState() },
    msw: { handlers: [...apiHandlers(), hotHandler()] },
  },
} satisfies Meta<typeof Hot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('今日 236 次浏览')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('庆余年 第二季')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '今日热搜词' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '今日' })).toBeChecked();
  },
};

/** 本周 (a radio of 时间范围) shows the last 7 days' figures. */
export const Week: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('今日 236 次浏览')).toBeVisible(), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('radio', { name: '本周' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: '近 7 天热搜词' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('近 7 天 236 次浏览')).toBeVisible());
    // the list has settled (while the week loads it is faded, aria-busy)
    await waitFor(() => expect(canvas.getByRole('region', { name: '近 7 天浏览最多的资源' })).toHaveAttribute('aria-busy', 'false'));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), hotHandler({ keywords: [], resources: [] })] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('还没有人搜索')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('暂时还没有浏览记录')).toBeVisible();
  },
};

/** While the hot list loads: skeletons in both cards. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...apiHandlers(),
        http.get('/v1/resource/hot', async () => {
          await delay('infinite');
          return ok(hot);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    // both cards say they are loading (the keyword lines and the resource rows)
    await waitFor(() => expect(canvas.getAllByRole('status', { name: '加载中' }).length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/resource/hot', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('加载失败')).toBeVisible(), { timeout: 8000 });
    // the keyword card says so too, instead of staying blank
    await expect(canvas.getByText('热搜词暂时无法加载')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('今日 236 次浏览')).toBeVisible(), { timeout: 8000 });
  },
};
