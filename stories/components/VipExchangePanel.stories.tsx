import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { VipExchangePanel } from '../../src/components/VipExchangePanel';
import { longText, prices } from './accountFixtures';

const meta = {
  title: 'Components/VipExchangePanel',
  component: VipExchangePanel,
  args: {
    prices,
    coin: 1280,
    canBuyInvite: false,
    onFreeVip: fn(),
    onVipPackage: fn(),
    onVipDays: fn(),
    onRedeem: fn(),
    onBuyInvite: fn(),
  },
} satisfies Meta<typeof VipExchangePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each exchange calls its handler; the CD key is checked before sending. */
export const Exchanges: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '领取 3 天免费 VIP' }));
    await expect(args.onFreeVip).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /兑换 30 天套餐/ }));
    // every coin spend asks once with its price and the balance after (issue 16)
    await waitFor(() => expect(screen.getByText('兑换 30 天 VIP 需要 300 金币')).toBeVisible(), { timeout: 5000 });
    await expect(args.onVipPackage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(args.onVipPackage).toHaveBeenCalled());
    const days = canvas.getByLabelText('兑换天数');
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(canvas.getByRole('button', { name: '兑换（70 金币）' }));
    await waitFor(() => expect(screen.getByText('兑换 7 天 VIP 需要 70 金币')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: '确认兑换' }).at(-1)!);
    await waitFor(() => expect(args.onVipDays).toHaveBeenCalledWith(7));
    await userEvent.click(canvas.getByRole('button', { name: '兑换卡密' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入卡密');
    await expect(args.onRedeem).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('卡密'), 'UJ-8F3K-Q2LM');
    await userEvent.click(canvas.getByRole('button', { name: '兑换卡密' }));
    await expect(args.onRedeem).toHaveBeenCalledWith('UJ-8F3K-Q2LM');
  },
};

export const WithInviteCode: Story = {
  args: { canBuyInvite: true, result: { type: 'success', msg: '购买成功，邀请码：INV-7K2M9Q' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '购买邀请码（100 金币）' }));
    await waitFor(() => expect(screen.getByText('购买一个邀请码需要 100 金币')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '确认购买' }));
    await waitFor(() => expect(args.onBuyInvite).toHaveBeenCalled());
  },
};

/** Not enough coins: the coin exchanges are disabled. */
export const NotEnoughCoins: Story = { args: { coin: 5, canBuyInvite: true } };

export const Loading: Story = { args: { busy: 'vip_package' } };

export const Error: Story = { args: { result: { type: 'error', msg: '免费 VIP 每个账号只能领取一次' } } };

export const LongChineseText: Story = { args: { coin: 123456789, result: { type: 'success', msg: longText } } };

export const Mobile: Story = { globals: mobileGlobals, args: { canBuyInvite: true } };
