import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FavouriteList } from '../../src/components/FavouriteList';
import { favouritePosts, favouriteResources } from './communityFixtures';
import { phone390Globals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/FavouriteList',
  component: FavouriteList,
  args: { kind: 'article', items: favouritePosts, total: 3, page: 1, onKindChange: fn(), onPageChange: fn(), onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof FavouriteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 帖子: links to the posts; 取消收藏 asks first, then removes that item. */
export const Posts: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: favouritePosts[0].title })).toHaveAttribute('href', '#/main/bbs/post/42');
    await userEvent.click(canvas.getAllByRole('button', { name: '取消收藏' })[1]);
    await waitFor(() => expect(screen.getByText(`取消收藏“${favouritePosts[1].title}”？`)).toBeVisible(), { timeout: 5000 });
    // the popconfirm's own 取消收藏 is the last one on the page (it opens at the end of <body>)
    const buttons = screen.getAllByRole('button', { name: '取消收藏' });
    await userEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(favouritePosts[1]));
  },
};

/** 资源: the other tab; switching tabs asks for that kind. */
export const Resources: Story = {
  args: { kind: 'resource', items: favouriteResources, total: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '庆余年 第二季 4K 全集' })).toHaveAttribute('href', '#/main/detail/1201');
    await userEvent.click(canvas.getByText('帖子'));
    await expect(args.onKindChange).toHaveBeenCalledWith('article');
  },
};

/** More than one page: a pager. */
export const ManyPages: Story = {
  args: { total: 35, page: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有收藏帖子。在帖子页点“收藏”，以后在这里找到它。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去论坛看看' })).toHaveAttribute('href', '#/main/bbs/list');
  },
};

export const Loading: Story = { args: { items: [], total: 0, loading: true } };

export const Removing: Story = { args: { removingId: 57 } };

export const LoadError: Story = {
  args: { items: [], total: 0, error: '服务器开小差了，请稍后再试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('收藏的帖子加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phone (390 px): long titles wrap, the remove button stays a 44 px target. */
export const Phone: Story = {
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    const button = canvas.getAllByRole('button', { name: '取消收藏' })[2];
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: favouritePosts[2].title }).getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
