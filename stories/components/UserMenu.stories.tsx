import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { UserMenu, USER_MENU_LINKS } from '../../src/components/UserMenu';
import { mobileGlobals } from '../../.storybook/viewports';
import { longNameMember, member, memberWithMessages, vipMember } from './fixtures';

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: { user: member, isVip: false, compact: false, onLogout: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedOut: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /登\s*录/ })).toHaveAttribute('href', '#/login');
    await expect(canvas.getByRole('link', { name: /注\s*册/ })).toHaveAttribute('href', '#/register');
  },
};

/** A logged-out session keeps id -1: still the login buttons. */
export const AnonymousId: Story = {
  args: { user: { ...member, id: -1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /登\s*录/ })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,280 金币')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /网盘猎人/ })).toBeVisible();
    await expect(canvas.queryByText('VIP')).toBeNull();
    await expect(canvas.getByRole('link', { name: '消息' })).toHaveAttribute('href', '#/profile/msg');
  },
};

/** VIP: a gold badge with the expiry date in Chinese. */
export const Vip: Story = {
  args: { user: vipMember, isVip: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2026年12月31日到期')).toBeVisible();
    await expect(canvas.getByText('98,765 金币')).toBeVisible();
  },
};

export const UnreadMessages: Story = {
  args: { user: memberWithMessages },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息，3 条未读' })).toBeVisible();
  },
};

/** Opening the menu lists the profile pages and 退出登录. */
export const MenuOpen: Story = {
  args: { user: memberWithMessages },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /网盘猎人/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    for (const link of USER_MENU_LINKS) {
      const name = link.key === 'msg' ? '消息（3 条未读）' : link.label;
      await expect(screen.getByRole('link', { name })).toHaveAttribute('href', link.href);
    }
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  },
};

/** 退出登录 calls onLogout. */
export const Logout: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /网盘猎人/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Long name is cut with an ellipsis; 128 unread shows 99+. */
export const LongChineseText: Story = {
  args: { user: longNameMember, isVip: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息，99+ 条未读' })).toHaveTextContent('99+');
  },
};

/** Phone: balance and VIP move into the menu. */
export const Mobile: Story = {
  globals: mobileGlobals,
  args: { user: vipMember, isVip: true, compact: true },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText('98,765 金币')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /资源收藏家/ }));
    await waitFor(() => expect(screen.getByText('98,765 金币')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByText('2026年12月31日到期')).toBeVisible();
  },
};
