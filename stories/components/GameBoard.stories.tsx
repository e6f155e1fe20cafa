import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { GameBoard } from '../../src/components/GameBoard';

const board = {
  winners: [
    { id: 9, game: 'guess', username: '网盘猎人', stake: 100, payout: 3100, create_time: '2026-11-22T02:00:00.000Z' },
    { id: 7, game: 'egg', username: '夸克小能手', stake: 10, payout: 200, create_time: '2026-11-22T01:00:00.000Z' },
  ],
  leaders: [
    { user_id: 1, username: '网盘猎人', profit: 3000, bets: 12 },
    { user_id: 2, username: '夸克小能手', profit: 190, bets: 30 },
  ],
};

const meta = { title: 'Components/GameBoard', component: GameBoard, args: { board, period: 'day', onPeriodChange: fn() } } satisfies Meta<typeof GameBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('近 7 天'));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('week');
  },
};
export const Empty: Story = { args: { board: { winners: [], leaders: [] } } };
export const Loading: Story = { args: { board: null, loading: true } };
export const Error: Story = { args: { board: null, error: '网络错误，请稍后重试' } };
export const Mobile: Story = { globals: mobileGlobals };
