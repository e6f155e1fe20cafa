import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import MyArticles from '../../src/pages/Profile/MyArticles';
import { article } from '../components/forumFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

const mine = [
  article(31, { title: '【夸克网盘】2026 考研政治全套资料（含肖四肖八）', cate_id: 1, user_id: 1024, username: '网盘猎人', source_disk: 'quark', source_disk_name: '夸克网盘' }),
  article(27, { title: '求助：有没有《流浪地球 3》幕后纪录片的资源？', cate_id: 2, cate_name: '求助', user_id: 1024, username: '网盘猎人', has_source_link: false, source_disk: '', source_disk_name: '' }),
  article(12, { title: '【阿里云盘】宫崎骏动画电影合集 1080P 国日双语', user_id: 1024, username: '网盘猎人' }),
];

const myHandler = (list = mine) => http.get('/auth/v1/article/my', () => ok({ list, total: list.length }));

/** /profile/articles: my forum articles, edit and delete. */
const meta = {
  title: 'Pages/Profile/MyArticles',
  component: MyArticles,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/articles', state: memberState() },
    msw: { handlers: [...apiHandlers(), myHandler()] },
  },
} satisfies Meta<typeof MyArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: mine[0].title })).toHaveAttribute('href', '#/main/bbs/post/31'), { timeout: 8000 });
    await expect(canvas.getAllByRole('link', { name: /编\s*辑/ })).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), myHandler([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/auth/v1/article/my', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('文章加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

/** A visitor: the /profile guard sends them to the login page. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/profile/articles', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: mine[0].title })).toBeVisible(), { timeout: 8000 });
  },
};
