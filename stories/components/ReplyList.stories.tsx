import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ReplyList } from '../../src/components/ReplyList';
import { longReply, replies, reply } from './replyFixtures';

const meta = {
  title: 'Components/ReplyList',
  component: ReplyList,
  args: {
    replies,
    total: 5,
    page: 1,
    order: 'oldest',
    loggedIn: true,
    currentUserId: 1,
    onPageChange: fn(),
    onOrderChange: fn(),
    onQuote: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onHide: fn(),
    onBlock: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReplyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Floors 沙发 / 板凳 / 地板 / N楼, a quote, a linked @mention, a deleted floor that keeps its number. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /第 2 楼链接$/ })).toHaveTextContent('沙发');
    await expect(canvas.getByRole('link', { name: /第 4 楼链接$/ })).toHaveTextContent('地板');
    await expect(canvas.getAllByText('该回复已删除')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@网盘达人' })).toHaveAttribute('href', '#/main/bbs/filter/user/22');
    await userEvent.click(canvas.getAllByRole('button', { name: '引用' })[0]);
    await expect(args.onQuote).toHaveBeenCalledWith(expect.objectContaining({ floor: 2 }));
  },
};

/** A quote of an earlier floor, and a quote of a floor deleted since. */
export const Quote: Story = {
  args: { replies: [replies[1], replies[4]], total: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('blockquote', { name: '引用 沙发' })).toHaveTextContent('先收藏了');
    await expect(canvas.getByRole('blockquote', { name: '引用 地板' })).toHaveTextContent('该回复已删除');
  },
};

export const DeletedFloor: Story = {
  args: { replies: [reply(2, { status: 'deleted', content: null }), reply(3)], total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('该回复已删除')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: /第 2 楼链接$/ })).toHaveTextContent('沙发');
  },
};

/** The author deletes with a confirmation. */
export const DeleteConfirm: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.getByText('楼层号会保留，显示“该回复已删除”。')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(within(screen.getByRole('dialog', { name: '删除这条回复？' })).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ floor: 5 })));
  },
};

/** An admin sees hidden floors (tagged) and can hide or show any floor. */
export const Admin: Story = {
  args: {
    isAdmin: true,
    currentUserId: 99,
    replies: [reply(2, { can_delete: true, can_edit: true }), reply(3, { status: 'hidden', content: '被隐藏的广告内容', can_delete: true, can_edit: false })],
    total: 2,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已隐藏')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消隐藏' }));
    await expect(args.onHide).toHaveBeenCalledWith(expect.objectContaining({ floor: 3 }), false);
  },
};

/** What a member sees of a hidden floor and of a member they blocked. */
export const HiddenAndBlocked: Story = {
  args: { replies: [reply(2, { status: 'hidden', content: null }), reply(3, { status: 'blocked', content: null })], total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该回复已被管理员隐藏')).toBeVisible();
    await expect(canvas.getByText('你已拉黑该用户，其回复已隐藏')).toBeVisible();
  },
};

/** The jump target (?floor=N) is marked. */
export const FocusedFloor: Story = { args: { focusFloor: 3 } };

export const Paged: Story = {
  args: { total: 45, page: 2, order: 'newest' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTitle('3'));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Anonymous: Story = { args: { loggedIn: false, currentUserId: undefined } };
export const Empty: Story = {
  args: { replies: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无回复，快来抢沙发')).toBeVisible();
  },
};
export const Loading: Story = { args: { replies: [], total: 0, loading: true } };
export const LoadError: Story = { args: { replies: [], total: 0, error: '服务器开小差了，请稍后再试' } };
export const LongChineseText: Story = { args: { replies: [longReply], total: 7 } };
export const Mobile: Story = { globals: mobileGlobals };
