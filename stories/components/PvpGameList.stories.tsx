import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { PvpGameList } from '../../src/components/PvpGameList';
import { bragOpen, bragSettled, stoneOpen, stoneSettled } from './pvpFixtures';

const phone390 = { viewport: { value: 'mobile390', isRotated: false } };

const meta = {
  title: 'Components/PvpGameList',
  component: PvpGameList,
  args: { games: [stoneOpen, stoneSettled], total: 2, page: 1, size: 10, viewerId: 1024, onPageChange: fn(), onRetry: fn(), onAcceptStone: fn() },
} satisfies Meta<typeof PvpGameList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '对局列表' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
  },
};

export const Brags: Story = { args: { games: [bragOpen, bragSettled] } };

export const Paginated: Story = {
  args: { total: 35, page: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTitle('2'));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
    // the pager by keyboard: Tab to 下一页, Enter
    canvas.getByRole('button', { name: '下一页' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2, 10);
  },
};

/** A running action shows its buttons loading. */
export const Busy: Story = { args: { busyId: 12 } };

export const Loading: Story = {
  args: { games: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

/** A head of its own (the page puts the 等待应战 / 我的对局 / 历史与揭晓 switch there). */
export const WithHead: Story = { args: { title: '等待应战', extra: <span>共 2 局</span> } };

export const Empty: Story = {
  args: { games: [], total: 0, emptyText: '暂无等待中的对局' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无等待中的对局')).toBeVisible();
  },
};

export const Error: Story = {
  args: { games: [], total: 0, error: '网络连接失败，请检查网络后重试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('对局加载失败');
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px: the games as cards one under the other, the pager in its phone form. */
export const Phone390: Story = {
  args: { games: [stoneOpen, stoneSettled, bragOpen], total: 35 },
  globals: phone390,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Phone390Empty: Story = { args: { games: [], total: 0, emptyText: '暂无等待中的对局' }, globals: phone390 };

export const Phone390Error: Story = { args: { games: [], total: 0, error: '网络连接失败，请检查网络后重试' }, globals: phone390 };
