import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { BlockList } from '../../src/components/BlockList';
import { blocks } from './replyFixtures';

const meta = {
  title: 'Components/BlockList',
  component: BlockList,
  args: { blocks, total: 2, page: 1, onRemove: fn(), onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Removing a block asks first, then calls the spec's block removal with the member's id. */
export const Default: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: '移出黑名单' })[0]);
    await waitFor(() => expect(screen.getByText('把 广告机器人 移出黑名单？')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: /^移\s*出$/ }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(31));
  },
};
export const Empty: Story = {
  args: { blocks: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('黑名单为空')).toBeVisible();
  },
};
export const Removing: Story = { args: { removingId: 31 } };
export const Loading: Story = { args: { blocks: [], total: 0, loading: true } };
export const LoadError: Story = { args: { blocks: [], total: 0, error: '服务器开小差了，请稍后再试' } };
export const Mobile: Story = { globals: mobileGlobals };
