import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { ArticleListItem } from '../../src/api/articles';
import BbsList from '../../src/pages/BbsList/BbsList';
import { article, categories, pinned } from '../components/forumFixtures';
import { apiHandlers, badgesHandler, fail, memberState, ok, withAppPage } from './support';

const latest: ArticleListItem[] = [
  article(42, { title: '【阿里云盘】刘慈欣《三体》全三册 epub + mobi + pdf', summary: '三体三部曲精校版，epub / mobi / pdf 三种格式，Kindle 和手机都能看。', views: 3862, likes: 57, create_time: '2026-11-21T12:30:00.000Z' }),
  article(41, { title: '求助：有没有《流浪地球 3》幕后纪录片的资源？', cate_id: 2, cate_name: '求助', summary: '听说蓝光版附带了幕后花絮，有没有朋友分享一下？感谢！', username: '影迷老周', has_source_link: false, source_disk: '', source_disk_name: '', create_time: '2026-11-21T08:10:00.000Z' }),
  article(40, { title: '【夸克网盘】2026 考研政治全套资料（含肖四肖八）', summary: '肖秀荣全套 + 腿姐冲刺背诵手册，持续更新到考前。', username: '考研人', source_disk: 'quark', source_disk_name: '夸克网盘', create_time: '2026-11-20T15:45:00.000Z' }),
  article(39, { title: '教程：如何给阿里云盘分享链接设置提取码', cate_id: 3, cate_name: '教程', summary: '三步设置提取码和有效期，附常见问题说明。', has_source_link: false, source_disk: '', source_disk_name: '', create_time: '2026-11-19T03:00:00.000Z' }),
];


const forumHandlers = (list = latest, fixed = pinned) => [
  badgesHandler(),
  http.get('/v1/article/cates', () => ok(categories)),
  http.get('/v1/article/fixed', () => ok({ list: fixed, total: fixed.length })),
  http.get('/v1/article', () => ok({ list, total: list.length })),
];

/** /main/bbs/list: the whole forum, pinned first. */
const meta = {
  title: 'Pages/BbsList',
  component: BbsList,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/bbs/list', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...forumHandlers()] },
  },
} satisfies Meta<typeof BbsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: latest[0].title })).toBeVisible(), { timeout: 8000 });
    const links = canvas.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('#/main/bbs/post/'));
    await expect(links[0]).toHaveTextContent(pinned[0].title);
    await expect(within(canvas.getByRole('region', { name: '置顶文章' })).getByText('置顶')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ...forumHandlers([], [])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/article', () => fail()), ...forumHandlers(latest, [])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('文章加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: latest[0].title })).toBeVisible(), { timeout: 8000 });
  },
};
