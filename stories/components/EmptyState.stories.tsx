import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect } from 'storybook/test';
import { EmptyState } from '../../src/components/EmptyState';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { image: 'default' },
  argTypes: { image: { control: 'inline-radio', options: ['default', 'simple'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Spec §2: an image and the text 暂无数据. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    // our own illustration, decorative
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Simple: Story = { args: { image: 'simple' } };

export const WithAction: Story = {
  args: {
    description: '还没有发布过文章',
    children: (
      <Button type="primary" href="#/main/bbs/publish">
        去发帖
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去发帖' })).toHaveAttribute('href', '#/main/bbs/publish');
  },
};

export const LongChineseText: Story = {
  args: { description: '没有找到与“中华人民共和国国家标准汉字编码字符集全套资料合集高清无水印版本”相关的网盘资源，换个关键词试试，或者到论坛发帖求助。' },
};

export const Mobile: Story = { globals: mobileGlobals };
