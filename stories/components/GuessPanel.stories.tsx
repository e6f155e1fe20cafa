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
/** The bets are one radio group: the arrow keys move the choice, the button follows it. */
export const KeyboardChoice: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '押注' });
    await expect(group).toBeVisible();
    canvas.getByRole('radio', { name: '大' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '小' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '押 小 10 金币' })).toBeEnabled();
  },
};
/** A stake outside the range (issue 30: the button follows the typed text): the message, and the button disabled. */
export const InvalidStake: Story = {
  play: async ({ canvas, args }) => {
    const stake = canvas.getByLabelText('下注金币');
    await userEvent.clear(stake);
    await userEvent.type(stake, '0');
    await expect(canvas.getByText('请输入 1–10000 之间的整数')).toBeVisible();
    await expect(stake).toHaveAttribute('aria-invalid', 'true');
    const button = canvas.getByRole('button', { name: '押 大' });
    await expect(button).toBeDisabled();
    await expect(args.onBet).not.toHaveBeenCalled();
  },
};
export const Rolling: Story = {
  args: { status: 'playing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('骰子转动中…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '押 大 10 金币' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const Won: Story = { args: { status: 'won', bet: guessBetWon, msg: '恭喜，赢得 20 金币', coin: 1290 } };
export const Lost: Story = { args: { status: 'lost', bet: guessBetLost, msg: '很遗憾，没有猜中', coin: 1270 } };
export const Refused: Story = { args: { status: 'refused', msg: '金币不足：需要 100 金币，当前余额 5 金币' } };
export const Closed: Story = { args: { closed: true } };
export const Visitor: Story = {
  args: { loggedIn: false, coin: undefined },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '登录后开始游戏' })).toHaveAttribute('href', '#/login'),
};
export const Mobile: Story = { args: { status: 'won', bet: guessBetWon, msg: '恭喜，赢得 20 金币', coin: 1290 }, globals: mobileGlobals };
