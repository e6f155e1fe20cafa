import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { CoinSpendConfirm } from '../../src/components/CoinSpendConfirm';

const meta = {
  title: 'Components/CoinSpendConfirm',
  component: CoinSpendConfirm,
  args: { title: '打赏作者', what: '打赏一次', price: 5, balance: 1280, okText: '确认打赏', onConfirm: fn(), children: <Button>打赏 5 金币</Button> },
  parameters: { screenshot: { fullPage: true } },
  decorators: [(Story) => <div style={{ paddingTop: 160, paddingLeft: 40 }}><Story /></div>],
} satisfies Meta<typeof CoinSpendConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The price, the balance now and the balance after; the spend happens only on confirm. */
export const AsksOnce: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打赏 5 金币' }));
    await waitFor(() => expect(screen.getByText('打赏一次需要 5 金币')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByText('当前余额 1,280 金币，支付后余额 1,275 金币')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '确认打赏' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};

/** Too few coins: how many are missing, and no way to confirm. */
export const NotEnoughCoins: Story = {
  args: { balance: 3, open: true },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByText('当前余额 3 金币，还差 2 金币')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByRole('button', { name: '余额不足' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongChineseText: Story = { args: { what: '兑换 365 天 VIP 会员（含全部付费链接免费查看）', price: 36500, balance: 123456, open: true } };
export const Mobile: Story = { args: { open: true }, globals: mobileGlobals };
