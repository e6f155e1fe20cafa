import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MyArticleList } from '../../src/components/MyArticleList';
import { article, articles, longTitle } from './forumFixtures';

const meta = {
  title: 'Components/MyArticleList',
  component: MyArticleList,
  args: { articles, total: 5, page: 1, size: 10, onPageChange: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof MyArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Spec §2: heading, numbered titles, back link to /profile. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '我的文章' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回个人中心' })).toHaveAttribute('href', '#/profile');
    const list = canvas.getByRole('list', { name: '我的文章列表' });
    await expect(list.tagName).toBe('OL');
    await expect(list).toHaveAttribute('start', '1');
  },
};

/** Delete asks for a confirmation first. */
export const DeleteConfirm: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `删除《${articles[0].title}》` }));
    await waitFor(() => expect(screen.getByText(`确定删除《${articles[0].title}》吗？删除后无法恢复。`)).toBeVisible(), { timeout: 5000 });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(1));
  },
};

export const Paged: Story = {
  args: { total: 25, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '我的文章列表' })).toHaveAttribute('start', '11');
  },
};

export const Loading: Story = { args: { articles: [], total: 0, loading: true } };
/** Spec §2: an image and 暂无数据. */
export const Empty: Story = {
  args: { articles: [], total: 0 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};
export const LoadError: Story = { args: { articles: [], total: 0, error: '服务器开小差了，请稍后再试' } };
export const Deleting: Story = { args: { deletingId: 2 } };
export const LongChineseText: Story = { args: { articles: [article(1, { title: longTitle })], total: 1 } };
export const Mobile: Story = { globals: mobileGlobals };
