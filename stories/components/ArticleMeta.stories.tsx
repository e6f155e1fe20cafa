import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ArticleMeta } from '../../src/components/ArticleMeta';

const meta = {
  title: 'Components/ArticleMeta',
  component: ArticleMeta,
  args: {
    username: '网盘达人',
    authorHref: '#/main/bbs/filter/user/7',
    cateName: '资源分享',
    cateHref: '#/main/bbs/filter/cate/1',
    createTime: '2026-05-20T02:30:00.000Z',
    views: 1234,
    likes: 56,
    tips: 7,
    diskName: '阿里云盘',
  },
} satisfies Meta<typeof ArticleMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '网盘达人' })).toHaveAttribute('href', '#/main/bbs/filter/user/7');
    await expect(canvas.getByText(/^发布于 2026-05-20/)).toBeVisible();
  },
};

export const Edited: Story = { args: { updateTime: '2026-05-21T08:00:00.000Z' } };
export const NoSourceLink: Story = { args: { diskName: undefined } };
export const Empty: Story = { args: { views: 0, likes: 0, tips: 0, diskName: undefined, authorHref: undefined, cateHref: undefined } };
export const LongChineseText: Story = { args: { username: '一个名字特别特别长的网盘资源分享达人', cateName: '影视剧集与综艺节目资源分享专区' } };
export const Mobile: Story = { globals: mobileGlobals };

/** The post page: the author's avatar before the name, linking to their member page (issue 33). */
export const WithAvatar: Story = {
  args: { authorId: 7, authorHref: undefined, withAvatar: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /网盘达人/ })).toHaveAttribute('href', '#/main/user/7');
    await expect(canvas.getByRole('img', { name: '网盘达人的头像' })).toBeVisible();
  },
};
