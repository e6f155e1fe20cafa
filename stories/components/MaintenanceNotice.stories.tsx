import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MaintenanceNotice } from '../../src/components/MaintenanceNotice';
import ui from '../../src/theme/ui.module.css';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/MaintenanceNotice',
  component: MaintenanceNotice,
  args: { maintain: true, variant: 'banner' },
  argTypes: { variant: { control: 'inline-radio', options: ['banner', 'page'] } },
} satisfies Meta<typeof MaintenanceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Setting `maintain` on: a banner above the content. */
export const Maintenance: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网站维护中');
  },
};

/** The page variant replaces the page content. */
export const MaintenancePage: Story = {
  args: { variant: 'page', extra: (
      <a className={ui.button} href="#/">
        返回首页
      </a>
    ) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网站维护中')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /返回首页/ })).toHaveAttribute('href', '#/');
  },
};

/** Setting `maintain` off: nothing renders. */
export const Off: Story = {
  args: { maintain: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('网站维护中')).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    message:
      '因机房网络线路升级，本站将于今晚二十三点至明早七点暂停服务。维护期间搜索、论坛、签到、金币游戏与会员兑换均不可用，已扣除的金币不会受到影响。维护结束后所有功能将自动恢复，感谢您的耐心等待与一直以来的支持。',
  },
};

export const Mobile: Story = { globals: mobileGlobals, args: { variant: 'page' } };
