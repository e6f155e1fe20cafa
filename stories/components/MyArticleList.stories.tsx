import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { MyArticleList } from '../../src/components/MyArticleList';
import { article, articles, longTitle } from './forumFixtures';
import { listStates } from './listStates';

const meta = {
  title: 'Components/MyArticleList',
  component: MyArticleList,
  args: { articles, total: 5, page: 1, size: 10, onPageChange: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof MyArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Spec §2: heading, numbered titles, back link to /profile; 编辑 opens the form in edit mode. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '我的文章', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回个人中心' })).toHaveAttribute('href', '#/profile');
    await expect(canvas.getByRole('link', { name: '写文章' })).toHaveAttribute('href', '#/main/bbs/publish');
    const list = canvas.getByRole('list', { name: '我的文章列表' });
    await expect(list.tagName).toBe('OL');
    await expect(list).toHaveAttribute('start', '1');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('link', { name: '编辑' })[0]).toHaveAttribute('href', '#/main/bbs/publish?id=1');
    await expect(canvas.getByRole('link', { name: articles[0].title })).toHaveAttribute('target', '_blank');
  },
};

/** Delete asks for a confirmation first; 取消 keeps the article. */
export const DeleteConfirm: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `删除《${articles[0].title}》` }));
    const dialog = await screen.findByRole('dialog', { name: '删除文章' }, { timeout: 5000 });
    await expect(within(dialog).getByText(`确定删除《${articles[0].title}》吗？删除后无法恢复。`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `删除《${articles[0].title}》` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '删除文章' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(1));
  },
};

/** Page 2 goes on counting at 11; the pager asks for another page. */
export const Paged: Story = {
  args: { total: 25, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: '我的文章列表' })).toHaveAttribute('start', '11');
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

const states = listStates({ articles: [], total: 0 }, { error: '服务器开小差了，请稍后再试', errorTitle: '文章加载失败' });

/** First load: skeleton rows, aria-busy, 加载中 for screen readers (ListShell). */
export const Loading: Story = states.Loading;

/** Spec §2: an image and 暂无数据, no pager. */
export const Empty: Story = {
  ...states.Empty,
  play: async (ctx) => {
    await states.Empty.play(ctx);
    await expect(ctx.canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** The reason under 文章加载失败; 重试 asks again; no pager. */
export const LoadError: Story = states.Error;

/** The article being deleted: its button spins and opens nothing. */
export const Deleting: Story = {
  args: { deletingId: 2 },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: `删除《${articles[1].title}》` });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const LongChineseText: Story = { args: { articles: [article(1, { title: longTitle })], total: 1 } };

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px phone: a long title wraps, 编辑 and 删除 stay on screen, nothing scrolls sideways. */
export const Phone390: Story = {
  args: { articles: [article(1, { title: longTitle }), ...articles.slice(1)], total: 15 },
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: longTitle }).getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvas.getAllByRole('link', { name: '编辑' })[0].getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Loading390: Story = states.Loading390;
export const Empty390: Story = states.Empty390;
export const Error390: Story = states.Error390;
