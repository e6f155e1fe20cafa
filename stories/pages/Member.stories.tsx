import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import Member from '../../src/pages/Member/Member';
import { memberProfile, memberReplies, memberResources } from '../components/communityFixtures';
import { article } from '../components/forumFixtures';
import { apiHandlers, fail, memberState, ok, withAppPage } from './support';

const posts = [
  article(42, { title: '【阿里云盘】刘慈欣《三体》全三册 epub + mobi + pdf', views: 3862, likes: 257, reply_count: 18 }),
  article(12, { title: '【阿里云盘】宫崎骏动画电影合集 1080P 国日双语', views: 2411, likes: 164, reply_count: 6 }),
];

const memberHandlers = (profile = memberProfile()) => [
  http.get('/v1/user/statistics/7', () => ok(profile)),
  http.get('/v1/article/user/7', () => ok({ list: posts, total: posts.length })),
  http.get('/v1/user/7/replies', () => ok({ list: memberReplies, total: memberReplies.length })),
  http.get('/v1/user/7/resources', () => ok({ list: memberResources, total: memberResources.length })),
];

/** /main/user/{id}: a member's page (issue 33). */
const meta = {
  title: 'Pages/Member',
  component: Member,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/user/7', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...memberHandlers()] },
  },
} satisfies Meta<typeof Member>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: '网盘达人' })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByLabelText('称号 版主')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: posts[0].title })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText(/257 赞 · 18 回复/)).toBeVisible();
  },
};

export const Replies: Story = {
  parameters: { page: { path: '/main/user/7?tab=replies', state: memberState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('感谢分享，已经下载好了，epub 排版很舒服。')).toBeVisible(), { timeout: 8000 });
  },
};

export const SharedResources: Story = {
  parameters: { page: { path: '/main/user/7?tab=resources', state: memberState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: memberResources[0].title })).toHaveAttribute('href', '#/main/detail/3001'), { timeout: 8000 });
    await expect(canvas.getByText('阿里云盘 · 2411 次浏览')).toBeVisible();
  },
};

export const NoSuchMember: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/user/statistics/7', () => fail('用户不存在', 404)), ...memberHandlers().slice(1)] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('会员不存在或已注销')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/user/statistics/7', () => fail()), ...memberHandlers().slice(1)] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('会员资料加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: '网盘达人' })).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByRole('link', { name: posts[0].title })).toBeVisible(), { timeout: 8000 });
  },
};
