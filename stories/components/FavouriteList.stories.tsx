import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FavouriteList } from '../../src/components/FavouriteList';
import { favouritePosts, favouriteResources } from './communityFixtures';
import { listStates } from './listStates';
import { phone390Globals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/FavouriteList',
  component: FavouriteList,
  args: { kind: 'article', items: favouritePosts, total: 3, page: 1, onKindChange: fn(), onPageChange: fn(), onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof FavouriteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 帖子: links to the posts; 取消收藏 asks first (保留 keeps it), then removes that item. */
export const Posts: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: favouritePosts[0].title })).toHaveAttribute('href', '#/main/bbs/post/42');
    await expect(canvas.getByRole('radio', { name: '帖子' })).toBeChecked();
    await userEvent.click(canvas.getAllByRole('button', { name: '取消收藏' })[1]);
    const question = `取消收藏“${favouritePosts[1].title}”？`;
    await userEvent.click(within(await screen.findByRole('dialog', { name: question }, { timeout: 5000 })).getByRole('button', { name: '保留' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getAllByRole('button', { name: '取消收藏' })[1]);
    await userEvent.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: '取消收藏' }));
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

const states = listStates(
  { items: [], total: 0 },
  {
    error: '服务器开小差了，请稍后再试',
    errorTitle: '收藏的帖子加载失败',
    emptyText: '还没有收藏帖子。在帖子页点“收藏”，以后在这里找到它。',
    // the empty list says where to find something; the tabs stay
    onEmpty: async ({ canvas }) => {
      await expect(canvas.getByRole('link', { name: '去论坛看看' })).toHaveAttribute('href', '#/main/bbs/list');
      await expect(canvas.getByRole('radiogroup', { name: '收藏类型' })).toBeVisible();
    },
  },
);

/** First load: skeleton rows, aria-busy, 加载中 for screen readers (ListShell). */
export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

/** The 资源 tab's empty state points to the latest resources. */
export const EmptyResources: Story = {
  args: { kind: 'resource', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有收藏资源。在资源详情页点“收藏”，以后在这里找到它。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '看看最新资源' })).toHaveAttribute('href', '#/main/latest');
  },
};

/** The item being removed: its button spins and opens nothing. */
export const Removing: Story = {
  args: { removingId: 57 },
  play: async ({ canvas }) => {
    const busy = canvas.getAllByRole('button', { name: '取消收藏' })[1];
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** 收藏的帖子加载失败 with the reason; 重试 asks again; no pager. */
export const LoadError: Story = states.Error;

/** Phone (390 px): long titles wrap, the remove button stays a 44 px target. */
export const Phone: Story = {
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getAllByRole('button', { name: '取消收藏' })[2];
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: favouritePosts[2].title }).getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Loading390: Story = states.Loading390;
export const Empty390: Story = states.Empty390;
export const Error390: Story = states.Error390;
