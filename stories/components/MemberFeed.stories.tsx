import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MemberFeed } from '../../src/components/MemberFeed';
import { feedItems } from './communityFixtures';

const meta = {
  title: 'Components/MemberFeed',
  component: MemberFeed,
  args: { items: feedItems, total: 2, page: 1, size: 10, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof MemberFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Replies: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /刘慈欣《三体》/ })).toHaveAttribute('href', '#/main/bbs/post/42?floor=2');
    await expect(canvas.getByText('第 15 楼')).toBeVisible();
  },
};

export const Paged: Story = {
  args: { total: 25, page: 2 },
  play: async ({ args, canvas }) => {
    await canvas.getByTitle('3').click();
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 10);
  },
};

export const Loading: Story = { args: { items: [], total: 0, loading: true } };
export const Empty: Story = { args: { items: [], total: 0, emptyText: '还没有回复' } };
export const LoadError: Story = { args: { items: [], total: 0, error: '服务器开小差了，请稍后再试' } };
export const LongChineseText: Story = {
  args: { items: [{ ...feedItems[0], title: `回复：${'超长标题'.repeat(20)}`, excerpt: '很长的回复内容'.repeat(20) }], total: 1 },
};
export const Mobile: Story = { globals: mobileGlobals, args: { total: 25 } };
