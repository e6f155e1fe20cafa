import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { LikeReveal } from '../../src/components/LikeReveal';

const meta = {
  title: 'Components/LikeReveal',
  component: LikeReveal,
  args: { hasLink: true, link: null, diskName: '百度网盘', liked: false, likes: 12, loggedIn: true, onLike: fn() },
} satisfies Meta<typeof LikeReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 点赞可见: the link stays hidden until the reader likes. */
export const Hidden: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('点赞可见')).toBeVisible();
    await expect(canvas.queryByTestId('source-link')).toBeNull();
    await canvas.getByRole('button', { name: /点赞 12/ }).click();
    await expect(args.onLike).toHaveBeenCalled();
  },
};

export const Revealed: Story = {
  args: { liked: true, likes: 13, link: 'https://pan.baidu.com/s/1AbCdEfGhIjK 提取码：ab12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('source-link')).toHaveTextContent('提取码：ab12');
  },
};

export const LoggedOut: Story = { args: { loggedIn: false } };
export const Loading: Story = { args: { loading: true } };
export const NoSourceLink: Story = { args: { hasLink: false } };
export const LongChineseText: Story = {
  args: { liked: true, link: '链接：https://pan.quark.cn/s/9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a 提取码：中文提取码测试', diskName: '夸克网盘' },
};
export const Mobile: Story = { globals: mobileGlobals };
