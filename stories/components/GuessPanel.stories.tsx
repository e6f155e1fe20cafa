import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { GuessPanel } from '../../src/components/GuessPanel';
import { guessBetLost, guessBetWon } from './gameFixtures';

const meta = {
  title: 'Components/GuessPanel',
  component: GuessPanel,
  args: { loggedIn: true, stakeMin: 1, stakeMax: 10000, status: 'idle', bet: null, msg: '', coin: 1280, onBet: fn() },
} satisfies Meta<typeof GuessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick 小 and 25 coins: the bet is sent with that choice and stake. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('小'));
    const stake = canvas.getByLabelText('下注金币');
    await userEvent.clear(stake);
    await userEvent.type(stake, '25');
    await userEvent.click(canvas.getByRole('button', { name: '押 小 25 金币' }));
    await expect(args.onBet).toHaveBeenCalledWith('small', 25);
  },
};
export const Rolling: Story = { args: { status: 'playing' } };
export const Won: Story = { args: { status: 'won', bet: guessBetWon, msg: '恭喜，赢得 20 金币', coin: 1290 } };
export const Lost: Story = { args: { status: 'lost', bet: guessBetLost, msg: '很遗憾，没有猜中', coin: 1270 } };
export const Refused: Story = { args: { status: 'refused', msg: '金币不足：需要 100 金币，当前余额 5 金币' } };
export const Closed: Story = { args: { closed: true } };
export const Visitor: Story = {
  args: { loggedIn: false, coin: undefined },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '登录后开始游戏' })).toHaveAttribute('href', '#/login'),
};
export const Mobile: Story = { args: { status: 'won', bet: guessBetWon, msg: '恭喜，赢得 20 金币', coin: 1290 }, globals: mobileGlobals };
