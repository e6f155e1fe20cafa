import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { ArticleDetail, ArticleStatistics } from '../../src/api/articles';
import BbsPost from '../../src/pages/BbsPost/BbsPost';
import { article, markdownSample } from '../components/forumFixtures';
import { replies } from '../components/replyFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

const link = 'https://www.alipan.com/s/7Hk2Qm9xWpA 提取码: 8u3f';

/** Article 42 as the server sends it to a reader who has not liked it yet (no link). */
const detail: ArticleDetail = {
  ...article(42, { title: '【阿里云盘】刘慈欣《三体》全三册 epub + mobi + pdf', views: 3862, likes: 57, tips: 4 }),
  content: markdownSample,
  source_link: null,
  liked: false,
  replied: false,
  is_author: false,
  tip_coins: 40,
  tip_price: 5,
};

const stats: ArticleStatistics = {
  article: { id: 42, views: 3862, likes: 57, tips: 4, tip_coins: 40 },
  author: { id: 7, username: '网盘达人', articles: 86, views: 152340, likes: 4120, tips: 230, tip_coins: 2310 },
};

/** Whether the mocked server has recorded this reader's like; every story starts without it (see beforeEach). */
let liked = false;

const postHandlers = [
  http.get('/v1/article/42', () => ok({ ...detail, liked, likes: detail.likes + (liked ? 1 : 0), source_link: liked ? link : null })),
  http.get('/v1/article/statistics/42', () => ok(stats)),
  // issue 17: the floors of the post (one page)
  http.get('/v1/article/42/reply', () =>
    ok({ list: replies.map((r) => ({ ...r, article_id: 42 })), total: 5, page: 1, size: 20, order: 'oldest', reply_count: 4, edit_minutes: 30 })),
  http.post('/auth/v1/article/like/42', () => {
    liked = true;
    return ok({ id: 42, first: true, likes: 58, source_link: link, source_disk: 'aliyun', source_disk_name: '阿里云盘' }, '点赞成功');
  }),
];

/** /main/bbs/post/{id}: the article, 点赞可见 link, 打赏 and statistics. */
const meta = {
  title: 'Pages/BbsPost',
  component: BbsPost,
  decorators: [withAppPage],
  beforeEach: () => {
    liked = false;
  },
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/bbs/post/42', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...postHandlers] },
  },
} satisfies Meta<typeof BbsPost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: detail.title }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('点赞可见')).toBeVisible();
    await expect(canvas.queryByTestId('source-link')).toBeNull();
  },
};

/** 点赞 reveals the source link. */
export const LikeRevealsLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /点赞 57/ }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getByTestId('source-link')).toHaveTextContent(link), { timeout: 8000 });
  },
};

/** The article does not exist (or failed to load): the server's msg and a way back. */
export const NotFound: Story = {
  parameters: { msw: { handlers: [http.get('/v1/article/42', () => fail('文章不存在或已被删除', 404)), ...apiHandlers(), ...postHandlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: '无法打开这篇文章' })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: '返回论坛' })).toHaveAttribute('href', '#/main/bbs/list');
    // said once: no toast besides the page's own message (issue 16)
    await expect([...document.querySelectorAll('.Toastify__toast')].filter((t) => t.textContent?.includes('文章不存在或已被删除'))).toHaveLength(0);
  },
};

/** A visitor: the like button is disabled and the notice asks to log in. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/main/bbs/post/42', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: detail.title }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /点赞 57/ })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: detail.title }, { timeout: 8000 })).toBeVisible();
  },
};

/** Issue 17: the floors under the post (沙发 … with a quote, a mention, a deleted floor) and the reply box. */
export const Replies: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /第 2 楼链接$/ }, { timeout: 8000 })).toHaveTextContent('沙发');
    await expect((await canvas.findAllByText('该回复已删除'))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发表回复' })).toBeVisible();
  },
};

/** 回复可见: the link is locked until the reader replies. */
export const ReplyToReveal: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/v1/article/42', () => ok({ ...detail, reveal_mode: 'reply', replied: false, source_link: null })),
        ...apiHandlers(),
        ...postHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('回复可见', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('本文回复可见：回复后即可查看来源链接')).toBeVisible();
  },
};

/** No replies yet. */
export const NoReplies: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/v1/article/42/reply', () => ok({ list: [], total: 0, page: 1, size: 20, order: 'oldest', reply_count: 0, edit_minutes: 30 })),
        ...apiHandlers(),
        ...postHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无回复，快来抢沙发', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const RepliesMobile: Story = { globals: mobileGlobals, parameters: { screenshot: { fullPage: true } }, play: Replies.play };
