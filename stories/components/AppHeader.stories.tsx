import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AppHeader } from '../../src/components/AppHeader';
import { UserMenu } from '../../src/components/UserMenu';
import { mobileGlobals } from '../../.storybook/viewports';
import { longNameMember, member, memberWithMessages, vipMember } from './fixtures';

type HeaderProps = ComponentProps<typeof AppHeader>;

/** Keeps the search value in state, as the page does with the search slice. */
function BoundHeader(props: HeaderProps) {
  const [value, setValue] = useState(props.searchValue);
  return (
    <AppHeader
      {...props}
      searchValue={value}
      onSearchChange={(v) => {
        setValue(v);
        props.onSearchChange(v);
      }}
    />
  );
}

const logout = fn();

const meta = {
  title: 'Components/AppHeader',
  component: AppHeader,
  render: (args) => <BoundHeader {...args} />,
  args: {
    searchValue: '',
    onSearchChange: fn(),
    onSearch: fn(),
    activePath: '/main/index',
    flags: { showMovieSiteLink: false, showTaokePage: false, showShareUnionDisk: false },
    userMenu: <UserMenu user={null} onLogout={logout} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const BASE_NAV = ['搜索', '最新', '免费搜索', '热门', '分类浏览', '论坛', '签到', '游戏', '分享', '影视'];

export const Playground: Story = {};

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    await expect(labels).toEqual(BASE_NAV);
    await expect(canvas.getByRole('link', { name: '论坛' })).toHaveAttribute('href', '#/main/bbs/list');
    await expect(canvas.getByRole('link', { name: '搜索' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /登\s*录/ })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  args: { userMenu: <UserMenu user={member} onLogout={logout} />, activePath: '/main/bbs/list/2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '论坛' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('1,280 金币')).toBeVisible();
  },
};

export const Vip: Story = {
  args: { userMenu: <UserMenu user={vipMember} isVip onLogout={logout} />, activePath: '/main/latest' },
};

export const UnreadMessages: Story = {
  args: { userMenu: <UserMenu user={memberWithMessages} onLogout={logout} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息，3 条未读' })).toBeVisible();
  },
};

/** Typing and pressing Enter searches the trimmed text; blank input does nothing. */
export const Search: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '搜索关键词' });
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ' 流浪地球2 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('流浪地球2');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith(' 流浪地球2 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** Coupon and share-union links appear only when their flags are on (影视 always). */
export const AllFlagsOn: Story = {
  args: {
    flags: { showMovieSiteLink: true, showTaokePage: true, showShareUnionDisk: true },
    shareUnionUrl: 'https://union.example.com/',
    activePath: '/main/taoke',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '影视' })).toHaveAttribute('href', '#/main/movie');
    await expect(canvas.getByRole('link', { name: '优惠券' })).toHaveAttribute('aria-current', 'page');
    const union = canvas.getByRole('link', { name: '网盘联盟' });
    await expect(union).toHaveAttribute('href', 'https://union.example.com/');
    await expect(union).toHaveAttribute('target', '_blank');
  },
};

/** 影视 is always in the nav (issue 13: showMovieSiteLink only adds 豆瓣 links on its cards). */
export const FlagsOff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '影视' })).toHaveAttribute('href', '#/main/movie');
    await expect(canvas.queryByRole('link', { name: '优惠券' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '网盘联盟' })).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    searchValue: '中华人民共和国国家标准汉字编码字符集全套资料合集高清无水印版本',
    siteName: '优聚搜网盘资源搜索社区',
    flags: { showMovieSiteLink: true, showTaokePage: true, showShareUnionDisk: true },
    userMenu: <UserMenu user={longNameMember} isVip onLogout={logout} />,
  },
};

/** Phone: a menu button opens the nav in a drawer. */
export const Mobile: Story = {
  globals: mobileGlobals,
  args: { userMenu: <UserMenu user={memberWithMessages} compact onLogout={logout} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '打开导航菜单' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: mobileGlobals,
  args: { activePath: '/main/hot', flags: { showMovieSiteLink: true } },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开导航菜单' }));
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(nav).toBeVisible());
    await expect(screen.getByRole('link', { name: '热门' })).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByRole('link', { name: '影视' })).toBeVisible();
    const drawer = screen.getByRole('dialog', { name: '导航菜单' });
    await expect(drawer).toHaveAttribute('open');
    await expect(screen.getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

/** Escape, the close button and choosing a link close the drawer; focus returns to the menu button. */
export const MobileMenuCloses: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: '打开导航菜单' });
    await userEvent.click(opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('navigation', { name: '主导航' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull());
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    const link = await screen.findByRole('link', { name: '最新' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull());
  },
};
