import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
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

/** Opening the menu lists the profile pages and 退出登录; the first item takes focus. */
export const MenuOpen: Story = {
  args: { user: memberWithMessages },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /网盘猎人/ });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: '用户菜单' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(USER_MENU_LINKS.length + 1);
    for (const link of USER_MENU_LINKS) {
      const name = link.key === 'msg' ? '消息（3 条未读）' : link.label;
      await expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', link.href);
    }
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await expect(items[0]).toHaveFocus();
  },
};

/** Keyboard: arrows move between items (wrapping), Escape closes and gives focus back to the button. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /网盘猎人/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items[items.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp on the closed button opens the menu on its last item
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

/** A click outside closes the menu; so does choosing an item. */
export const ClosesOutsideAndOnChoice: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /网盘猎人/ });
    await userEvent.click(button);
    await screen.findByRole('menu');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: '金币明细' });
    // stay on the story: the click closes the menu whatever the link does
    item.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(item);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
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

/** Phone: the balance stays in the header, short, linking to 金币明细 (issue 30); VIP and the full balance move into the menu. */
export const Mobile: Story = {
  globals: mobileGlobals,
  args: { user: vipMember, isVip: true, compact: true },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: '余额 98,765 金币' })).toHaveAttribute('href', '#/profile/coin');
    await expect(canvas.queryByText('98,765 金币')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /资源收藏家/ }));
    await waitFor(() => expect(screen.getByText('98,765 金币')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByText('2026年12月31日到期')).toBeVisible();
  },
};
