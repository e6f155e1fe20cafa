import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FavouriteItem } from '../../src/api/favourites';
import MyFavourites from '../../src/pages/Profile/MyFavourites';
import { favouritePosts, favouriteResources } from '../components/communityFixtures';
import { apiHandlers, fail, memberState, ok, withAppPage } from './support';

/** The mocked server's favourites; every story starts with the fixtures (see beforeEach). */
let posts: FavouriteItem[] = [];

const favouriteHandlers = () => [
  http.get('/auth/v1/favourite', ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    const list = kind === 'resource' ? favouriteResources : posts;
    return ok({ list, total: list.length, public: true });
  }),
  http.delete('/auth/v1/favourite/:kind/:id', ({ params }) => {
    posts = posts.filter((p) => p.id !== Number(params.id));
    return ok({ kind: params.kind, id: Number(params.id), favourited: false, count: 3 }, '已取消收藏');
  }),
];

/** /profile/favourites: 我的收藏 with tabs 帖子 / 资源 (issue 33). */
const meta = {
  title: 'Pages/Profile/MyFavourites',
  component: MyFavourites,
  decorators: [withAppPage],
  beforeEach: () => {
    posts = [...favouritePosts];
  },
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/favourites', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...favouriteHandlers()] },
  },
} satisfies Meta<typeof MyFavourites>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posts first; removing one asks, then the list is loaded again without it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: favouritePosts[0].title })).toHaveAttribute('href', '#/main/bbs/post/42'), { timeout: 8000 });
    await userEvent.click(canvas.getAllByRole('button', { name: '取消收藏' })[0]);
    const dialog = await screen.findByRole('dialog', { name: `取消收藏“${favouritePosts[0].title}”？` });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: favouritePosts[0].title })).toBeNull(), { timeout: 8000 });
    await expect(canvas.getAllByRole('button', { name: '取消收藏' })).toHaveLength(2);
  },
};

/** The 资源 tab (?kind=resource). */
export const Resources: Story = {
  parameters: { page: { path: '/profile/favourites?kind=resource', state: memberState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: '庆余年 第二季 4K 全集' })).toHaveAttribute('href', '#/main/detail/1201'), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('/auth/v1/favourite', () => fail()), ...apiHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('收藏的帖子加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

/** Phone (390 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: favouritePosts[2].title })).toBeVisible(), { timeout: 8000 });
  },
};
