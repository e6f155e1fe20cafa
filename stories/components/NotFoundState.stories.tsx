import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { NotFoundState } from '../../src/components/NotFoundState';

const meta = {
  title: 'Components/NotFoundState',
  component: NotFoundState,
  args: {
    title: '资源不存在或已被删除',
    description: '资源不存在',
    links: [
      { label: '返回搜索', href: '#/main/index' },
      { label: '看看最新资源', href: '#/main/latest' },
      { label: '回到首页', href: '#/' },
    ],
  },
} satisfies Meta<typeof NotFoundState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One message and the ways on. */
export const Resource: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '资源不存在或已被删除' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回搜索' })).toHaveAttribute('href', '#/main/index');
    await expect(canvas.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '#/');
  },
};

export const NoDescription: Story = { args: { description: undefined, title: '文章不存在或已被删除', links: [{ label: '返回论坛', href: '#/main/bbs/list' }] } };
export const LongChineseText: Story = { args: { description: '这个资源因为链接失效、违反社区规定或被分享者删除等原因已经无法查看，您可以试试搜索同名资源。' } };
export const Mobile: Story = { globals: mobileGlobals };
