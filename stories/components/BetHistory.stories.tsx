import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { BetHistory } from '../../src/components/BetHistory';
import { eggBetLost, eggBetWon, guessBetLost, guessBetWon, revealedBets } from './gameFixtures';

/** My bets on ListShell (issue 31: no antd Table): a table from 768 px, one card per bet on phones. */
const meta = {
  title: 'Components/BetHistory',
  component: BetHistory,
  args: { bets: [eggBetLost, eggBetWon, guessBetWon, guessBetLost], total: 4, page: 1, size: 10, onPageChange: fn(), onVerify: fn(), onRetry: fn() },
} satisfies Meta<typeof BetHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the seeds are rotated the server seed is secret: every 验证 button is disabled. */
export const BeforeRotation: Story = {
  play: async ({ canvas }) => {
    for (const b of [eggBetLost, eggBetWon, guessBetWon, guessBetLost]) await expect(canvas.getByRole('button', { name: `验证第 ${b.id} 局` })).toBeDisabled();
    await expect(canvas.getAllByText(/服务端种子：轮换后公开/)).toHaveLength(4);
  },
};
export const Revealed: Story = {
  args: { bets: revealedBets },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '验证第 42 局' }));
    await expect(args.onVerify).toHaveBeenCalledWith(revealedBets[2]);
  },
};
/** More than one page: the pager asks for page 2 with the page size. */
export const Paged: Story = {
  args: { bets: revealedBets, total: 24, size: 4 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 4);
  },
};
export const Empty: Story = { args: { bets: [], total: 0 }, play: async ({ canvas }) => expect(canvas.getByText('还没有下注记录')).toBeVisible() };
export const Loading: Story = { args: { bets: [], total: 0, loading: true }, play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('加载中') };
export const Error: Story = {
  args: { error: '网络错误，请稍后重试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('下注记录加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** Without onVerify (below a game) there is no 验证 column. */
export const WithoutVerify: Story = { args: { bets: revealedBets, onVerify: undefined }, play: async ({ canvas }) => expect(canvas.queryByRole('button', { name: /^验证第/ })).toBeNull() };
export const Mobile: Story = { args: { bets: revealedBets }, globals: mobileGlobals };
/** 390 px: one card per bet, the 验证 button in each card. */
export const Phone390: Story = {
  args: { bets: revealedBets, total: 24, size: 4 },
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: '我的下注记录' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: '验证第 42 局' })).toBeEnabled();
  },
};
export const Loading390: Story = { args: { bets: [], total: 0, loading: true }, globals: phone390Globals };
export const Empty390: Story = { args: { bets: [], total: 0 }, globals: phone390Globals };
