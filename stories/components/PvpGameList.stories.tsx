import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { PvpGameList } from '../../src/components/PvpGameList';
import { bragOpen, bragSettled, stoneOpen, stoneSettled } from './pvpFixtures';

const meta = {
  title: 'Components/PvpGameList',
  component: PvpGameList,
  args: { games: [stoneOpen, stoneSettled], total: 2, page: 1, size: 10, viewerId: 1024, onPageChange: fn(), onRetry: fn(), onAcceptStone: fn() },
} satisfies Meta<typeof PvpGameList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Brags: Story = { args: { games: [bragOpen, bragSettled] } };

export const Paginated: Story = {
  args: { total: 35, page: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTitle('2'));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
  },
};

/** A running action shows its buttons loading. */
export const Busy: Story = { args: { busyId: 12 } };

export const Loading: Story = { args: { games: [], total: 0, loading: true } };

export const Empty: Story = {
  args: { games: [], total: 0, emptyText: '暂无等待中的对局' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无等待中的对局')).toBeVisible();
  },
};

export const Error: Story = {
  args: { games: [], total: 0, error: '网络连接失败，请检查网络后重试' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: mobileGlobals };
