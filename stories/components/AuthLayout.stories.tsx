import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { AuthLayout } from '../../src/components/AuthLayout';
import { longText } from './accountFixtures';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '注册',
    children: <p style={{ margin: 0 }}>表单放在这里。</p>,
    links: [
      { label: '已有账号？去登录', href: '#/login' },
      { label: '忘记密码', href: '#/find_pass' },
    ],
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '注册' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '#/find_pass');
  },
};

export const NoLinks: Story = { args: { links: [] } };

export const LongChineseText: Story = { args: { title: '找回密码（通过注册邮箱接收验证码）', children: <p style={{ margin: 0 }}>{longText}</p> } };

export const Mobile: Story = { globals: mobileGlobals };
