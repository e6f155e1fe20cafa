import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { BragRankBoard } from '../../src/components/BragRankBoard';
import { rankProfit, rankWins } from './pvpFixtures';

const meta = {
  title: 'Components/BragRankBoard',
  component: BragRankBoard,
  args: { profit: rankProfit, wins: rankWins },
} satisfies Meta<typeof BragRankBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 牛王 first; 牛胜 one click away. */
export const Wins: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+540 金币')).toBeVisible();
    await userEvent.click(canvas.getByText('牛胜'));
    await expect(await canvas.findByText('8 胜')).toBeVisible();
    await expect(canvas.getByText('按胜场排名')).toBeVisible();
  },
};

/** Keyboard: the two boards are a radio group; the arrow keys switch. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: '牛王' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '牛胜' })).toBeChecked();
    await expect(canvas.getByRole('list', { name: '牛胜' })).toBeVisible();
  },
};

export const Loading: Story = { args: { profit: [], wins: [], loading: true } };

export const Empty: Story = { args: { profit: [], wins: [] } };

export const Error: Story = {
  args: { profit: [], wins: [], error: '网络连接失败，请检查网络后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('排行加载失败');
  },
};

export const Mobile: Story = { globals: mobileGlobals };
