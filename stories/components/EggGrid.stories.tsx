import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { EggGrid } from '../../src/components/EggGrid';
import { eggBetLost, eggBetWon } from './gameFixtures';

const meta = {
  title: 'Components/EggGrid',
  component: EggGrid,
  args: { loggedIn: true, price: 10, dailyLimit: 50, status: 'idle', bet: null, msg: '', coin: 1280, onSmash: fn() },
} satisfies Meta<typeof EggGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '砸第 5 个金蛋' }));
    await expect(args.onSmash).toHaveBeenCalledWith(4);
  },
};
/** While an egg cracks, every egg is disabled and the status says so. */
export const Smashing: Story = {
  args: { status: 'playing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('金蛋裂开中…');
    for (const b of canvas.getAllByRole('button', { name: /^砸第/ })) await expect(b).toBeDisabled();
  },
};
export const Won: Story = {
  args: { status: 'won', bet: eggBetWon, msg: '恭喜，砸中 50 金币', coin: 1320 },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('当前余额 1320 金币'),
};
export const Lost: Story = { args: { status: 'lost', bet: eggBetLost, msg: '很遗憾，这次什么也没有', coin: 1270 } };
export const Refused: Story = { args: { status: 'refused', msg: '今天的砸金蛋次数已用完（每天 50 次），明天再来吧' } };
export const Closed: Story = { args: { closed: true } };
export const Visitor: Story = {
  args: { loggedIn: false, coin: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录后开始游戏' })).toHaveAttribute('href', '#/login');
    await expect(canvas.getByRole('button', { name: '砸第 1 个金蛋' })).toBeDisabled();
  },
};
export const Mobile: Story = { args: { status: 'won', bet: eggBetWon, msg: '恭喜，砸中 50 金币', coin: 1320 }, globals: mobileGlobals };
