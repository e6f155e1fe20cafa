import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FavouriteButton } from '../../src/components/FavouriteButton';

const meta = {
  title: 'Components/FavouriteButton',
  component: FavouriteButton,
  args: { favourited: false, count: 12, what: '帖子', onToggle: fn() },
  parameters: { screenshot: { fullPage: true } },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Not kept yet: 收藏 with the count; pressing it asks to keep the item. */
export const NotFavourited: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /(^|\s)收藏 12\s*（这个帖子已有 12 人收藏）$/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent(/^收藏 12/);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Kept: 已收藏, a filled star; pressing it again removes it. */
export const Favourited: Story = {
  args: { favourited: true, count: 13 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /已收藏 13\s*（这个帖子已有 13 人收藏）$/ });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(/^已收藏 13/);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Nobody keeps it yet: no number. */
export const NoCount: Story = { args: { count: 0, what: '资源' } };

/** A call is on its way: the new state shows already, a second press is ignored. */
export const Pending: Story = {
  args: { favourited: true, count: 13, pending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /已收藏 13/ }));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A visitor: 登录后收藏 is a link to the login page that comes back here and keeps the item. */
export const Visitor: Story = {
  args: { loginHref: '#/login?redirect=%2Fmain%2Fbbs%2Fpost%2F42%3Fdo%3Dfavourite' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: /登录后收藏 12\s*（这个帖子已有 12 人收藏）$/ });
    await expect(link).toHaveAttribute('href', '#/login?redirect=%2Fmain%2Fbbs%2Fpost%2F42%3Fdo%3Dfavourite');
    await expect(link).toHaveTextContent(/^登录后收藏 12/);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
