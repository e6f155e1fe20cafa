import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { BetHistory } from '../../src/components/BetHistory';
import { eggBetLost, eggBetWon, guessBetLost, guessBetWon, revealedBets } from './gameFixtures';

const meta = {
  title: 'Components/BetHistory',
  component: BetHistory,
  args: { bets: [eggBetLost, eggBetWon, guessBetWon, guessBetLost], total: 4, page: 1, size: 10, onPageChange: fn(), onVerify: fn(), onRetry: fn() },
} satisfies Meta<typeof BetHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeRotation: Story = {};
export const Revealed: Story = {
  args: { bets: revealedBets },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '验证第 42 局' }));
    await expect(args.onVerify).toHaveBeenCalledWith(revealedBets[2]);
  },
};
export const Empty: Story = { args: { bets: [], total: 0 } };
export const Loading: Story = { args: { bets: [], total: 0, loading: true } };
export const Error: Story = { args: { error: '网络错误，请稍后重试' } };
export const Mobile: Story = { args: { bets: revealedBets }, globals: mobileGlobals };
