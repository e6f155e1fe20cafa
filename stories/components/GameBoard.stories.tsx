import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { GameBoard } from '../../src/components/GameBoard';
import { gameBoard } from './gameFixtures';

const meta = { title: 'Components/GameBoard', component: GameBoard, args: { board: gameBoard, period: 'day', onPeriodChange: fn() } } satisfies Meta<typeof GameBoard>;
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
