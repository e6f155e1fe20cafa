import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import type { MovieListReply } from '../../src/api/movie';
import Movie from '../../src/pages/Movie/Movie';
import { movieList } from '../components/promoFixtures';
import { apiHandlers, fail, memberState, ok, settingRows, withAppPage } from './support';

const T = '2026-11-22T02:00:00.000Z';
const reply = (over: Partial<MovieListReply> = {}): MovieListReply => ({ category: 'movie_hot', list: movieList, source: 'douban', notice: '', updated_at: T, ...over });

const handlers = (settings = settingRows(), list: (info: { request: Request }) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>> = ({ request }: { request: Request }) => ok(reply({ category: (new URL(request.url).searchParams.get('category') ?? 'movie_hot') as MovieListReply['category'] }))) => [
  ...apiHandlers(settings),
  http.get('/v1/movie/list', list),
];

/** /main/movie: hot lists as a poster grid; a click searches our resources. */
const meta = {
  title: 'Pages/Movie',
  component: Movie,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/movie', state: memberState() },
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof Movie>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /^繁花/ })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.queryByRole('link', { name: /在豆瓣查看/ })).toBeNull();
    await userEvent.click(canvas.getByText('美剧'));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^繁花/ })).toBeVisible(), { timeout: 8000 });
  },
};

/** showMovieSiteLink on: a 豆瓣 link per card. */
export const WithSiteLinks: Story = {
  parameters: { msw: { handlers: handlers(settingRows({ show_movie_site_link: 'true' })) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /在豆瓣查看/ }).length).toBeGreaterThan(0), { timeout: 8000 });
  },
};

export const ProviderFailed: Story = {
  parameters: { msw: { handlers: handlers(settingRows(), () => ok(reply({ source: 'builtin', notice: '豆瓣服务响应超时，已为您显示站内热门', list: movieList.map((m) => ({ ...m, cover: '', rating: null, site_url: '' })) }))) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('已为您显示站内热门'), { timeout: 8000 });
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: handlers(settingRows(), async () => {
        await delay('infinite');
        return ok(reply());
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.ant-skeleton').length).toBeGreaterThan(0), { timeout: 8000 });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlers(settingRows(), () => ok(reply({ list: [] }))) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('这个榜单暂时是空的')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: handlers(settingRows(), () => fail()) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('榜单加载失败：服务器繁忙，请稍后再试')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /^繁花/ })).toBeVisible(), { timeout: 8000 });
  },
};

export const Phone390: Story = {
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /^繁花/ })).toBeVisible(), { timeout: 8000 });
  },
};
