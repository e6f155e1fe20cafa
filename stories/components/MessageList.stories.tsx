import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MessageList } from '../../src/components/MessageList';
import { longText, messages } from './accountFixtures';

const meta = {
  title: 'Components/MessageList',
  component: MessageList,
  args: {
    messages,
    total: 3,
    page: 1,
    size: 10,
    unread: 2,
    unreadOnly: false,
    onFilterChange: fn(),
    onPageChange: fn(),
    onRead: fn(),
    onReadAll: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Mark one read, all read, switch to unread, delete after confirming. */
export const Actions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '标为已读：邀请奖励已到账' }));
    await expect(args.onRead).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await expect(args.onReadAll).toHaveBeenCalled();
    await userEvent.click(canvas.getByText('未读'));
    await expect(args.onFilterChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '删除：欢迎加入 ujuso' }));
    await userEvent.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(1));
  },
  parameters: { screenshot: { fullPage: true } },
};

export const UnreadOnly: Story = { args: { unreadOnly: true, messages: messages.filter((m) => !m.is_read), total: 2 } };

export const AllRead: Story = { args: { unread: 0, messages: messages.map((m) => ({ ...m, is_read: true })) } };

export const Loading: Story = { args: { messages: [], total: 0, loading: true } };

export const Empty: Story = { args: { messages: [], total: 0, unread: 0 } };

export const EmptyUnread: Story = { args: { messages: [], total: 0, unread: 0, unreadOnly: true } };

export const Error: Story = { args: { messages: [], total: 0, error: '服务器繁忙，请稍后再试' } };

export const LongChineseText: Story = { args: { messages: [{ ...messages[0], title: longText.slice(0, 40), content: longText }, ...messages.slice(1)] } };

export const Paginated: Story = { args: { total: 48, page: 2 } };

export const Mobile: Story = { globals: mobileGlobals };
