import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { RankList } from '../../src/components/RankList';
import { article, articles, longTitle } from './forumFixtures';

const meta = {
  title: 'Components/RankList',
  component: RankList,
  args: { articles, order: 'likes', total: 5, page: 1, size: 10, onOrderChange: fn(), onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof RankList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ByLikes: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('第 1 名')).toBeVisible();
    await canvas.getByText('浏览榜').click();
    await expect(args.onOrderChange).toHaveBeenCalledWith('views');
  },
};

export const ByViewsPage2: Story = {
  args: { order: 'views', total: 25, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('第 11 名')).toBeVisible();
  },
};

/** Nobody liked these yet: no medals for 0 likes (issue 30); the top three by likes with likes keep theirs. */
export const NoMedalsForZeroLikes: Story = {
  args: { articles: [article(1, { likes: 3 }), article(2, { likes: 0 }), article(3, { likes: 0 })], total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('第 1 名')).toHaveAttribute('data-medal', 'true');
    await expect(canvas.getByLabelText('第 2 名')).not.toHaveAttribute('data-medal');
    await expect(canvas.getByLabelText('第 3 名')).not.toHaveAttribute('data-medal');
  },
};

export const Loading: Story = { args: { articles: [], total: 0, loading: true } };
export const Empty: Story = { args: { articles: [], total: 0 } };
export const LoadError: Story = { args: { articles: [], total: 0, error: '服务器开小差了，请稍后再试' } };
export const LongChineseText: Story = { args: { articles: [article(1, { title: longTitle })], total: 1 } };
export const Mobile: Story = { globals: mobileGlobals };
