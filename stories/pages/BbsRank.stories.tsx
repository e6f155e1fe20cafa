import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { ArticleListItem } from '../../src/api/articles';
import BbsRank from '../../src/pages/BbsRank/BbsRank';
import { article } from '../components/forumFixtures';
import { apiHandlers, badgesHandler, fail, memberState, ok, withAppPage } from './support';

const ranked: ArticleListItem[] = [
  article(42, { title: '【阿里云盘】刘慈欣《三体》全三册 epub + mobi + pdf', views: 3862, likes: 257 }),
  article(40, { title: '【夸克网盘】2026 考研政治全套资料（含肖四肖八）', username: '考研人', views: 2950, likes: 198 }),
  article(12, { title: '【阿里云盘】宫崎骏动画电影合集 1080P 国日双语', username: '网盘猎人', views: 2411, likes: 164 }),
  article(8, { title: '【百度网盘】BBC 地球脉动 第三季 4K 中英字幕', views: 1980, likes: 121 }),
];


const rankHandler = (list = ranked) => [badgesHandler(), http.get('/v1/article', () => ok({ list, total: list.length }))];

/** /main/bbs/rank: articles ranked by likes (or views). */
const meta = {
  title: 'Pages/BbsRank',
  component: BbsRank,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/bbs/rank', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...rankHandler()] },
  },
} satisfies Meta<typeof BbsRank>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: ranked[0].title })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByLabelText('第 1 名')).toBeVisible();
    await expect(canvas.getByText('257 赞')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ...rankHandler([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/article', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('排行加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: ranked[0].title })).toBeVisible(), { timeout: 8000 });
  },
};
