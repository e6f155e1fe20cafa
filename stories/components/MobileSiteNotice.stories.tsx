import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MobileSiteNotice } from '../../src/components/MobileSiteNotice';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/MobileSiteNotice',
  component: MobileSiteNotice,
  args: { visible: true, onClose: fn() },
  globals: mobileGlobals,
} satisfies Meta<typeof MobileSiteNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The visitor can dismiss it. */
export const Closable: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('手机访问提示')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '关闭手机访问提示' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Setting `showMobileSiteNotice` off: nothing renders. */
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('手机访问提示')).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    message:
      '检测到您正在使用手机浏览器访问。由于部分网盘的分享页面在手机上需要安装对应的客户端才能打开，建议先安装百度网盘、阿里云盘或夸克网盘的手机应用，再点击资源链接；如果遇到页面显示不完整，可以切换到电脑版访问。',
  },
};
