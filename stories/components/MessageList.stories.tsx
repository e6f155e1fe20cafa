import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { MessageList } from '../../src/components/MessageList';
import { longText, messagePage, messages } from './accountFixtures';
import { listStates } from './listStates';

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

/**
 * Messages that point somewhere are links to the exact place (a floor, a game with its proof, the
 * orders page), never raw `#/main/…` text (issue 30). Following an unread one marks it read.
 */
export const WithLinks: Story = {
  args: {
    messages: [
      { id: 13, title: '书虫小林 回复了你的文章《三体全集》', content: '5楼：感谢分享，链接还能用！', kind: 'forum', link: '/main/bbs/post/32?floor=5', is_read: false, create_time: '2026-06-02T02:00:00.000Z' },
      { id: 12, title: '石头剪刀布第 7 局：你赢了', content: '网盘猎人 出石头，书虫小林 出剪刀：网盘猎人 获胜（手续费 10 金币）。你净赢 90 金币。', kind: 'game', link: '/main/game/stone?game=7', is_read: true, create_time: '2026-06-01T03:00:00.000Z' },
      { id: 11, title: '订单完成：卡密兑换', content: '订单 O20260601100000654321：卡密兑换 88 金币。', kind: 'order', link: '/profile/orders', is_read: true, create_time: '2026-06-01T02:00:00.000Z' },
    ],
    total: 3,
    unread: 1,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '查看回复：书虫小林 回复了你的文章《三体全集》' })).toHaveAttribute('href', '#/main/bbs/post/32?floor=5');
    await expect(canvas.getByRole('link', { name: '查看对局并验证：石头剪刀布第 7 局：你赢了' })).toHaveAttribute('href', '#/main/game/stone?game=7');
    await expect(canvas.getByRole('link', { name: '查看订单：订单完成：卡密兑换' })).toHaveAttribute('href', '#/profile/orders');
    await expect(canvas.queryByText(/#\/main/)).toBeNull();
    const link = canvas.getByRole('link', { name: /^查看回复/ });
    // follow it without leaving the story: the click marks the message read
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onRead).toHaveBeenCalledWith(13);
  },
};

export const UnreadOnly: Story = { args: { unreadOnly: true, messages: messages.filter((m) => !m.is_read), total: 2 } };

export const AllRead: Story = { args: { unread: 0, messages: messages.map((m) => ({ ...m, is_read: true })) } };

const states = listStates(
  { messages: [], total: 0 },
  {
    error: '服务器繁忙，请稍后再试',
    errorTitle: '消息加载失败',
    // nothing to mark read; the filter stays while the list failed
    onEmpty: async ({ canvas }) => expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled(),
    onError: async ({ canvas }) => expect(canvas.getByRole('radiogroup', { name: '消息筛选' })).toBeVisible(),
  },
);

/** First load: skeleton rows, aria-busy, 加载中 for screen readers (ListShell). */
export const Loading: Story = states.Loading;

/** Nothing at all (未读 0 条): 全部标为已读 is disabled. */
export const Empty: Story = { ...states.Empty, args: { ...states.Empty.args, unread: 0 } };

export const EmptyUnread: Story = {
  args: { messages: [], total: 0, unread: 0, unreadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有未读消息')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '未读' })).toBeChecked();
  },
};

/** The reason under 消息加载失败; 重试 asks again; the filter stays; no pager. */
export const Error: Story = states.Error;

export const LongChineseText: Story = { args: { messages: [{ ...messages[0], title: longText.slice(0, 40), content: longText }, ...messages.slice(1)] } };

export const Paginated: Story = { args: { total: 48, page: 2 } };

/** A full page (page 2 of 5): read and unread, links by kind, the pager moves on with the page size. */
export const LongListPaged: Story = {
  args: { messages: messagePage, total: 48, page: 2, unread: 3 },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('img', { name: '未读' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /^删除：/ })).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 10);
  },
};

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px phone: the actions wrap under the text; nothing off-screen sideways. */
export const LongListPhone390: Story = {
  args: { messages: messagePage, total: 48, page: 2, unread: 3 },
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem').filter((li) => li.closest('ul[aria-label="我的消息"]'))).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 48 条');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Loading390: Story = states.Loading390;
export const Empty390: Story = { ...states.Empty390, args: { ...states.Empty390.args, unread: 0 } };
export const Error390: Story = states.Error390;
