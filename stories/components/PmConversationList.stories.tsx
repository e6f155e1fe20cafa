import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PmConversationList } from '../../src/components/PmConversationList';
import { pmConversations } from './pmFixtures';
import { phone390Globals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/PmConversationList',
  component: PmConversationList,
  args: { conversations: pmConversations, total: 3, page: 1, size: 20, live: 'up', onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof PmConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row per member: unread count on the avatar, 「我：」 before my own last message. */
export const Default: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^资源搬运工 （2 条未读）/ })).toHaveAttribute('href', '#/profile/pm/12');
    await expect(canvas.getByText(/我：好的，谢谢分享！/)).toBeVisible();
    await expect(canvas.getByText('新私信会实时出现')).toBeVisible();
  },
};

export const Phone: Story = { ...Default, globals: phone390Globals };

/** The live channel is down: the page says it refreshes by itself. */
export const Polling: Story = {
  args: { live: 'polling' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('实时通道暂不可用，每 15 秒自动刷新')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { conversations: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有私信。在会员主页点「发私信」开始一段对话。')).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: phone390Globals };

export const Failed: Story = {
  args: { conversations: [], total: 0, error: '私信列表加载失败：Network Error!' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ManyPages: Story = {
  args: { total: 45, page: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
