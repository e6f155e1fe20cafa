import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MyReplyList } from '../../src/components/MyReplyList';
import { myReplies } from './replyFixtures';

const meta = {
  title: 'Components/MyReplyList',
  component: MyReplyList,
  args: { replies: myReplies, total: 2, page: 1, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof MyReplyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /三体全集.*板凳/ })).toHaveAttribute('href', '#/main/bbs/post/7?floor=3');
  },
};
export const Empty: Story = { args: { replies: [], total: 0 } };
export const Loading: Story = { args: { replies: [], total: 0, loading: true } };
export const LoadError: Story = { args: { replies: [], total: 0, error: '服务器开小差了，请稍后再试' } };
export const Mobile: Story = { globals: mobileGlobals };
