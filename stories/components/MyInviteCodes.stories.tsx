import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MyInviteCodes } from '../../src/components/MyInviteCodes';

const codes = [
  { code: 'YQ7K2M9PQRST', used: false, create_time: '2026-06-02T15:10:00.000Z' },
  { code: 'YQ3F8H2JKLMN', used: true, create_time: '2026-05-28T15:30:00.000Z' },
];

const meta = {
  title: 'Components/MyInviteCodes',
  component: MyInviteCodes,
  args: { codes, onRetry: fn() },
} satisfies Meta<typeof MyInviteCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Unused codes can be copied; used ones say so. */
export const Codes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('YQ7K2M9PQRST')).toBeVisible();
    await expect(canvas.getByText('未使用')).toBeVisible();
    await expect(canvas.getByText('已使用')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制邀请码 YQ7K2M9PQRST' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '复制邀请码 YQ3F8H2JKLMN' })).toBeNull();
  },
};

export const Loading: Story = { args: { codes: [], loading: true } };
export const Empty: Story = { args: { codes: [] }, play: async ({ canvas }) => expect(canvas.getByText('还没有购买过邀请码')).toBeVisible() };
export const LoadError: Story = { args: { codes: [], error: '服务器繁忙，请稍后再试' } };
export const Mobile: Story = { globals: mobileGlobals };
