import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

/** A paid link for a member: pay its price in coins to reveal it. */
export const PaidLocked: Story = {
  args: { detail: locked },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '支付 20 金币查看' }));
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('我的金币：560')).toBeVisible();
  },
};

export const VipLocked: Story = { args: { detail: locked, isVip: true }, play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'VIP 免费查看' })).toBeVisible() };
export const LoggedOut: Story = { args: { detail: locked, loggedIn: false }, play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '登录后查看' })).toHaveAttribute('href', '#/login') };
export const Revealing: Story = { args: { detail: locked, revealing: true } };
export const Paid: Story = { args: { detail: detail({ price: 20, unlocked_by: 'paid' }) }, play: async ({ canvas }) => expect(canvas.getByText('已购买，链接永久可见')).toBeVisible() };
export const Mobile: Story = { globals: mobileGlobals };
