import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SubscriptionList } from '../../src/components/SubscriptionList';
import { mobileGlobals } from '../../.storybook/viewports';
import { subscriptions } from './resourceFixtures';

const meta = {
  title: 'Components/SubscriptionList',
  component: SubscriptionList,
  args: { items: subscriptions, onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof SubscriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AddAndRemove: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('订阅关键词'), '流浪地球');
    await userEvent.click(canvas.getByRole('button', { name: /^订\s*阅$/ }));
    await expect(args.onAdd).toHaveBeenCalledWith('流浪地球');
    await userEvent.click(canvas.getByRole('button', { name: '取消订阅 三体' }));
    await screen.findByText('取消订阅「三体」？');
    await userEvent.click(screen.getByRole('button', { name: '取消订阅' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };
export const Empty: Story = { args: { items: [] }, play: async ({ canvas }) => expect(canvas.getByText('还没有订阅任何关键词')).toBeVisible() };
export const ErrorState: Story = { args: { error: '订阅关键词包含违禁内容，请修改后再试' }, play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeVisible() };
export const LongChineseText: Story = { args: { items: [...subscriptions, { id: 3, keyword: '中华人民共和国国家标准汉字编码字符集全套资料合集高清无水印版本', create_time: '2026-01-01T04:00:00.000Z' }] } };
export const Mobile: Story = { globals: mobileGlobals };
