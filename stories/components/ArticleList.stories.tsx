import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ArticleList } from '../../src/components/ArticleList';
import { article, articles, longTitle, pinned } from './forumFixtures';

const meta = {
  title: 'Components/ArticleList',
  component: ArticleList,
  args: { articles, pinned, total: 5, page: 1, size: 10, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Pinned first; every post link opens in a new tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('#/main/bbs/post/'));
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveTextContent('论坛发帖规范');
    for (const l of links) {
      await expect(l).toHaveAttribute('target', '_blank');
      await expect(l).toHaveAttribute('rel', 'noopener');
    }
    await expect(canvas.getAllByText('置顶')).toHaveLength(1);
  },
};

export const Paged: Story = {
  args: { pinned: [], total: 48, page: 2 },
  play: async ({ args, canvas }) => {
    await canvas.getByTitle('3').click();
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 10);
  },
};

export const Loading: Story = { args: { articles: [], pinned: [], total: 0, loading: true } };
export const Empty: Story = {
  args: { articles: [], pinned: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { articles: [], pinned: [], total: 0, error: '服务器开小差了，请稍后再试' },
  play: async ({ args, canvas }) => {
    await canvas.getByRole('button', { name: /重\s*试/ }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongChineseText: Story = { args: { pinned: [], articles: [article(9, { title: longTitle, summary: longTitle.repeat(2) })], total: 1 } };
export const Mobile: Story = { globals: mobileGlobals };
