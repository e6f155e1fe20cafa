import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import Member from '../../src/pages/Member/Member';
import { favouritePosts, favouriteResources, memberProfile, memberReplies, memberResources } from '../components/communityFixtures';
import { article } from '../components/forumFixtures';
import { apiHandlers, fail, member, memberState, ok, withAppPage } from './support';

const posts = [
  article(42, { title: '【阿里云盘】刘慈欣《三体》全三册 epub + mobi + pdf', views: 3862, likes: 257, reply_count: 18 }),
  article(12, { title: '【阿里云盘】宫崎骏动画电影合集 1080P 国日双语', views: 2411, likes: 164, reply_count: 6 }),
];

const memberHandlers = (profile = memberProfile()) => [
  http.get('/v1/user/statistics/7', () => ok(profile)),
  http.get('/v1/article/user/7', () => ok({ list: posts, total: posts.length })),
  http.get('/v1/user/7/replies', () => ok({ list: memberReplies, total: memberReplies.length })),
  http.get('/v1/user/7/resources', () => ok({ list: memberResources, total: memberResources.length })),
  http.get('/v1/user/7/favourites', ({ request }) => {
    if (!profile.favourites_public) return fail('该会员未公开收藏', 404);
    const list = new URL(request.url).searchParams.get('kind') === 'resource' ? favouriteResources : favouritePosts;
    return ok({ list, total: list.length, public: true });
  }),
];
const publicHandlers = [...apiHandlers(), ...memberHandlers(memberProfile({ favourites_public: true }))];

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

/** The member made their favourites public (修改资料): a 收藏 tab with 帖子 / 资源. */
export const PublicFavourites: Story = {
  parameters: { page: { path: '/main/user/7?tab=favourites', state: memberState() }, msw: { handlers: publicHandlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: favouritePosts[0].title })).toHaveAttribute('href', favouritePosts[0].href), { timeout: 8000 });
    // antd's Segmented marks the chosen option on its label (in stories both Segmented share one radio name)
    await expect(canvas.getByRole('radio', { name: '收藏' }).closest('label')).toHaveClass('ant-segmented-item-selected');
    await expect(canvas.getAllByText('收藏的帖子')[0]).toBeVisible();
  },
};

export const PublicFavouritesMobile: Story = {
  globals: mobileGlobals,
  parameters: { page: { path: '/main/user/7?tab=favourites&kind=resource', state: memberState() }, msw: { handlers: publicHandlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: favouriteResources[0].title })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('radio', { name: '资源' }).closest('label')).toHaveClass('ant-segmented-item-selected');
  },
};

/** Private (the default): no 收藏 tab; a link to it shows the posts, and the list is never asked for. */
export const PrivateFavouritesHidden: Story = {
  parameters: { page: { path: '/main/user/7?tab=favourites', state: memberState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: posts[0].title })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.queryByRole('radio', { name: '收藏' })).toBeNull();
    await expect(canvas.queryByText('该会员未公开收藏')).toBeNull();
  },
};

/** My own page with private favourites: the tab is there for me, marked 仅自己可见. */
export const OwnPrivateFavourites: Story = {
  parameters: {
    page: { path: '/main/user/7?tab=favourites', state: memberState({ id: 7 }) },
    msw: {
      handlers: [
        ...apiHandlers(undefined, { ...member, id: 7 }),
        ...memberHandlers().filter((h) => !String(h.info.path).endsWith('/favourites')),
        http.get('/v1/user/7/favourites', () => ok({ list: favouritePosts, total: favouritePosts.length, public: false })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: favouritePosts[0].title })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: '仅自己可见' })).toHaveAttribute('href', '#/profile/update');
  },
};
