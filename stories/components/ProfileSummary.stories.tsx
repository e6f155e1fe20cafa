import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ProfileSummary } from '../../src/components/ProfileSummary';
import { profileUser } from './accountFixtures';

const meta = {
  title: 'Components/ProfileSummary',
  component: ProfileSummary,
  args: { user: profileUser, isVip: true },
} satisfies Meta<typeof ProfileSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Coins, VIP and expiry, streak, last login place and IP. */
export const Vip: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,280')).toBeVisible();
    await expect(canvas.getByText(/VIP 会员 · 2026-12-3/)).toBeVisible();
    await expect(canvas.getByText('6 天')).toBeVisible();
    await expect(canvas.getByText('浙江省 杭州市')).toBeVisible();
    await expect(canvas.getByText('203.0.113.8')).toBeVisible();
  },
};

export const NeverVip: Story = { args: { isVip: false, user: { ...profileUser, vip_expired: null, avatar: '' } } };

export const VipExpired: Story = { args: { isVip: false, user: { ...profileUser, vip_expired: '2025-01-01T00:00:00.000Z' } } };

/** A fresh account: nothing known yet. */
export const Empty: Story = {
  args: {
    isVip: false,
    user: { ...profileUser, coin: 0, vip_expired: null, continue_sign_days: 0, unread_msg_count: 0, coin_turnover_count: 0, last_login_belong: '', last_login_ip: '', email: '' },
  },
};

export const LongChineseText: Story = {
  args: { user: { ...profileUser, username: '一个名字非常非常长的网盘资源爱好者', coin: 123456789, last_login_belong: '新疆维吾尔自治区 巴音郭楞蒙古自治州' } },
};

export const Mobile: Story = { globals: mobileGlobals };
