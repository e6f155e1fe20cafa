import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ResourceLinkPanel } from '../../src/components/ResourceLinkPanel';
import { mobileGlobals } from '../../.storybook/viewports';
import { detail } from './resourceFixtures';

const locked = detail({ url: null, pwd: null, locked: true, price: 20, unlocked_by: null });

const meta = {
  title: 'Components/ResourceLinkPanel',
  component: ResourceLinkPanel,
  args: { detail: detail(), loggedIn: true, coin: 560, onReveal: fn() },
} satisfies Meta<typeof ResourceLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Free: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'https://pan.baidu.com/s/1AbCdEfGhIjKlMnOpQrStUv' })).toBeVisible();
    await expect(canvas.getByText('ab12')).toBeVisible();
  },
};

/** A paid link for a member: the price and the balance after are confirmed once, then it is revealed. */
export const PaidLocked: Story = {
  args: { detail: locked },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '支付 20 金币查看' }));
    await waitFor(() => expect(screen.getByText('查看这个链接需要 20 金币')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByText('当前余额 560 金币，支付后余额 540 金币')).toBeVisible();
    await expect(args.onReveal).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(args.onReveal).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('我的金币：560')).toBeVisible();
  },
};

/** Too few coins: the confirmation says how many are missing and cannot be confirmed. */
export const PaidShort: Story = {
  args: { detail: locked, coin: 12, confirmOpen: true },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByText('当前余额 12 金币，还差 8 金币')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByRole('button', { name: '余额不足' })).toBeDisabled();
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

export const VipLocked: Story = { args: { detail: locked, isVip: true }, play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'VIP 免费查看' })).toBeVisible() };
export const LoggedOut: Story = { args: { detail: locked, loggedIn: false }, play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '登录后查看' })).toHaveAttribute('href', '#/login') };
export const Revealing: Story = { args: { detail: locked, revealing: true } };
export const Paid: Story = { args: { detail: detail({ price: 20, unlocked_by: 'paid' }) }, play: async ({ canvas }) => expect(canvas.getByText('已购买，链接永久可见')).toBeVisible() };
export const Mobile: Story = { globals: mobileGlobals };
